import { Outlet } from 'react-router-dom';
import { Breadcrumbs } from '../app/Breadcrumbs.tsx';
import { LeaveGuard } from '../forms/LeaveGuard.tsx';
import { AppHeader } from './AppHeader.tsx';
import { MainContent } from './MainContent.tsx';
import './layouts.css';

export default function DefaultLayout() {
  return (
    <div className="layout layout-default" data-layout="default">
      <AppHeader />
      <MainContent className="layout-main">
        <Breadcrumbs />
        <Outlet />
      </MainContent>
      <LeaveGuard />
    </div>
  );
}
