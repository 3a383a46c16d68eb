/**
 * The routing API a tool uses, from the host's own router. This module is the shared singleton,
 * not react-router-dom itself: the host bundles the router tree-shaken, and tools reach its one
 * instance (and so the host's router context) through these re-exports.
 */
export {
  createSearchParams,
  generatePath,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useHref,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useResolvedPath,
  useSearchParams,
} from 'react-router-dom';
