import { useTranslation } from 'react-i18next';
import { paths } from '../../shared/paths';
import { SiteHeader } from '../components/layout/site-header';
import { HomeNavBar } from '../features/auth/home-nav-bar';
import { HomePage } from '../features/marketing/home-page';

export default function HomeScreen() {
  // Loads the screen's texts before it renders.
  useTranslation(['home', 'common']);
  return (
    <HomePage
      header={
        <SiteHeader homeHref={paths.home}>
          <HomeNavBar />
        </SiteHeader>
      }
    />
  );
}
