import { NavLink } from 'react-router-dom';
import { AccountMenu } from '../auth/AccountMenu.tsx';
import { ThemeToggle } from '../theme/ThemeToggle.tsx';

/** The header of the signed-in layouts: the product, its tools, the theme and the account. */
export function AppHeader() {
  return (
    <header className="app-header">
      <NavLink to="/" className="brand">
        Coinwatch
      </NavLink>
      <nav aria-label="Main">
        <ul>
          <li>
            <NavLink to="/" end>
              Home
            </NavLink>
          </li>
          <li>
            <NavLink to="/tools/txns">Transactions</NavLink>
          </li>
          <li>
            <NavLink to="/tools/wallet">Wallet</NavLink>
          </li>
          <li>
            <NavLink to="/tools/friend-tech">Friend.tech</NavLink>
          </li>
          <li>
            <NavLink to="/settings">Settings</NavLink>
          </li>
        </ul>
      </nav>
      <div className="header-actions">
        <ThemeToggle />
        <AccountMenu />
      </div>
    </header>
  );
}
