import { Outlet } from 'react-router-dom';
import { Breadcrumbs } from '../app/Breadcrumbs.tsx';
import { AppHeader } from './AppHeader.tsx';
import { MainContent } from './MainContent.tsx';
import './layouts.css';

/** The txns layout: wide, for the transaction tables and the live monitor. */
export default function TxnsLayout() {
  return (
    <div className="layout layout-txns" data-layout="txns">
      <AppHeader />
      <MainContent className="layout-main layout-main-wide">
        <Breadcrumbs />
        <Outlet />
      </MainContent>
    </div>
  );
}
