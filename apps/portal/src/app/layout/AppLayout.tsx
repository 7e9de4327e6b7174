import { Button } from '@dirigeo/ui';
import { ChatLauncher } from '@dirigeo/widgets/chat';
import { SearchLauncher } from '@dirigeo/widgets/search';
import {
  FileCheck,
  FileSpreadsheet,
  FileText,
  FolderOpen,
  LayoutDashboard,
  LogOut,
  Menu,
  Settings,
  User,
  Users,
  X,
} from 'lucide-react';
import { Suspense, useEffect, useId, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { portalEnv } from '../../env.ts';
import { paths } from '../../lib/paths.ts';
import { Logo } from '../../lib/ui/Logo.tsx';
import { PageSpinner } from '../../lib/ui/PageSpinner.tsx';
import * as styles from './AppLayout.css.ts';

const navigation = [
  { to: paths.dashboard, label: 'Tableau de bord', Icon: LayoutDashboard },
  { to: paths.payslips, label: 'Bulletins de paie', Icon: FileText },
  { to: paths.employees, label: 'Salariés', Icon: Users },
  { to: paths.declarations, label: 'Déclarations', Icon: FileCheck },
  { to: paths.documents, label: 'Documents', Icon: FolderOpen },
  { to: paths.reports, label: 'Rapports', Icon: FileSpreadsheet },
  { to: paths.profile, label: 'Profil', Icon: User },
  { to: paths.settings, label: 'Paramètres', Icon: Settings },
] as const;

/**
 * The signed-in screens' frame (spec 000 §2): a sidebar with the logo (a link to the home page),
 * the six screens and the logout button. Below 1024 px it collapses into a top bar whose menu
 * button opens the same links.
 */
export function AppLayout() {
  const { logout, isLoggingOut } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const location = useLocation();

  // Following a link closes the small-screen menu.
  useEffect(() => {
    setMenuOpen(false);
  }, [location.pathname, location.search]);

  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#contenu">
        Aller au contenu
      </a>
      <aside className={styles.sidebar}>
        <div className={styles.brandRow}>
          {/* The home page is the marketing site, another app: a plain link, a full page load. */}
          <a href={paths.home} className={styles.brand} aria-label="Dirigeo — accueil">
            <Logo />
          </a>
          <SearchLauncher />
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls={navId}
            aria-label={menuOpen ? 'Fermer le menu' : 'Ouvrir le menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </div>
        <nav id={navId} aria-label="Espace client" className={styles.nav} data-open={menuOpen}>
          <ul className={styles.navList}>
            {navigation.map(({ to, label, Icon }) => (
              <li key={to}>
                <NavLink to={to} className={styles.navLink}>
                  <Icon aria-hidden="true" className={styles.navIcon} />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
          <Button
            type="button"
            variant="ghost"
            className={styles.logout}
            disabled={isLoggingOut}
            onClick={() => {
              logout().catch(() => {
                // The failure toast is already shown.
              });
            }}
          >
            <LogOut aria-hidden="true" className={styles.navIcon} />
            Déconnexion
          </Button>
        </nav>
      </aside>
      <main id="contenu" tabIndex={-1} className={styles.main}>
        {/* The sidebar stays while a screen's chunk loads. */}
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <ChatLauncher booking={portalEnv.booking} />
    </div>
  );
}
