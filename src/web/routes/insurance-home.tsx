import { lazy } from 'react';
import { AssistantButton } from '../features/assistant/assistant-button';
import { HomeGuidelinesPanel } from '../features/location/home-guidelines-panel';
import { HomeInsurancePage } from '../features/marketing/home-insurance-page';
import { WhenVisible } from '../features/marketing/when-visible';
import { InsurancePageHeader } from './insurance-page';

const QuoteWidget = lazy(() =>
  import('../features/quote-widget/quote-widget').then((module) => ({
    default: module.QuoteWidget,
  })),
);

export default function InsuranceHomeScreen() {
  return (
    <HomeInsurancePage
      header={<InsurancePageHeader />}
      statePanel={<HomeGuidelinesPanel />}
      quoteWidget={
        <WhenVisible minHeight={360}>
          <QuoteWidget defaultType="home" />
        </WhenVisible>
      }
      assistant={<AssistantButton />}
    />
  );
}
