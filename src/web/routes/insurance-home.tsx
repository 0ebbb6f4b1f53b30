import { lazy } from 'react';
import { AssistantButton } from '../features/assistant/assistant-button';
import { HomeInsurancePage } from '../features/marketing/home-insurance-page';
import { WhenVisible } from '../features/marketing/when-visible';
import { InsurancePageHeader } from './insurance-page';

const HomeGuidelinesPanel = lazy(() =>
  import('../features/location/home-guidelines-panel').then((module) => ({
    default: module.HomeGuidelinesPanel,
  })),
);
const QuoteWidget = lazy(() =>
  import('../features/quote-widget/quote-widget').then((module) => ({
    default: module.QuoteWidget,
  })),
);

export default function InsuranceHomeScreen() {
  return (
    <HomeInsurancePage
      header={<InsurancePageHeader />}
      statePanel={
        <WhenVisible minHeight={420}>
          <HomeGuidelinesPanel />
        </WhenVisible>
      }
      quoteWidget={
        <WhenVisible minHeight={320}>
          <QuoteWidget defaultType="home" />
        </WhenVisible>
      }
      assistant={<AssistantButton />}
    />
  );
}
