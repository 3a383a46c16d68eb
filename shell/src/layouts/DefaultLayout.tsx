import { Outlet } from 'react-router-dom';
import { Breadcrumbs } from '../app/Breadcrumbs.tsx';
import { AppHeader } from './AppHeader.tsx';
import './layouts.css';

export default function DefaultLayout() {
  return (
    <div className="layout layout-default" data-layout="default">
      <AppHeader />
      <main className="layout-main">
        <Breadcrumbs />
        <Outlet />
      </main>
    </div>
  );
}
