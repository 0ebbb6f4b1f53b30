import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { paths } from '../shared/paths';
import { RouteFocus } from './components/layout/route-focus';
import { Spinner } from './components/ui/spinner';

// Every screen is its own chunk: a page downloads only its own code.
const ConsumerLanding = lazy(() => import('./routes/consumer-landing'));
const Home = lazy(() => import('./routes/home'));
const AgentLanding = lazy(() => import('./routes/agent-landing'));
const Auth = lazy(() => import('./routes/auth'));
const InsuranceAuto = lazy(() => import('./routes/insurance-auto'));
const InsuranceHome = lazy(() => import('./routes/insurance-home'));
const InsuranceLife = lazy(() => import('./routes/insurance-life'));
const InsuranceRenters = lazy(() => import('./routes/insurance-renters'));
const AgentDashboard = lazy(() => import('./routes/agent-dashboard'));
const Profile = lazy(() => import('./routes/profile'));
const Quote = lazy(() => import('./routes/quote'));
const SavedQuote = lazy(() => import('./routes/saved-quote'));
const Reshop = lazy(() => import('./routes/reshop'));
const ConfirmEmail = lazy(() => import('./routes/confirm-email'));
const SignInLink = lazy(() => import('./routes/sign-in-link'));
const ForgotPassword = lazy(() => import('./routes/forgot-password'));
const ResetPassword = lazy(() => import('./routes/reset-password'));
const ConfirmEmailChange = lazy(() => import('./routes/confirm-email-change'));
const CancelEmailChange = lazy(() => import('./routes/cancel-email-change'));
const CancelTwoFactorRemoval = lazy(() => import('./routes/cancel-two-factor-removal'));
const Admin = lazy(() => import('./routes/admin'));
const Messages = lazy(() => import('./routes/messages'));
const Privacy = lazy(() => import('./routes/privacy'));
const Terms = lazy(() => import('./routes/terms'));
const Debug = lazy(() => import('./routes/debug'));
const Unsubscribe = lazy(() => import('./routes/unsubscribe'));
const NotFound = lazy(() => import('./routes/not-found'));

/** /auth is replaced by /agent/auth, keeping the query string, so Back never returns to /auth. */
function AuthRedirect() {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: paths.agentAuth, search, hash }} replace />;
}

export function AppRoutes() {
  return (
    <>
      <RouteFocus />
      <Suspense fallback={<Spinner label="" />}>
        <Routes>
          <Route path={paths.consumerLanding} element={<ConsumerLanding />} />
          <Route path={paths.consumerLandingAlias} element={<ConsumerLanding />} />
          <Route path={paths.home} element={<Home />} />
          <Route path={paths.agentLanding} element={<AgentLanding />} />
          <Route path={paths.agentLandingAlias} element={<AgentLanding />} />
          <Route path={paths.authRedirect} element={<AuthRedirect />} />
          <Route path={paths.agentAuth} element={<Auth />} />
          <Route path={paths.consumerAuth} element={<Auth />} />
          <Route path={paths.insuranceAuto} element={<InsuranceAuto />} />
          <Route path={paths.insuranceHome} element={<InsuranceHome />} />
          <Route path={paths.insuranceLife} element={<InsuranceLife />} />
          <Route path={paths.insuranceRenters} element={<InsuranceRenters />} />
          <Route path={paths.agentDashboard} element={<AgentDashboard />} />
          <Route path={paths.profile} element={<Profile />} />
          <Route path={paths.savedQuote} element={<SavedQuote />} />
          <Route path={paths.reshop} element={<Reshop />} />
          <Route path="/quote/:type" element={<Quote />} />
          <Route path={paths.confirmEmail} element={<ConfirmEmail />} />
          <Route path={paths.signInLink} element={<SignInLink />} />
          <Route path={paths.forgotPassword} element={<ForgotPassword />} />
          <Route path={paths.resetPassword} element={<ResetPassword />} />
          <Route path={paths.confirmEmailChange} element={<ConfirmEmailChange />} />
          <Route path={paths.cancelEmailChange} element={<CancelEmailChange />} />
          <Route path={paths.cancelTwoFactorRemoval} element={<CancelTwoFactorRemoval />} />
          <Route path={paths.admin} element={<Admin />} />
          <Route path={paths.messages} element={<Messages />} />
          <Route path={paths.conversation} element={<Messages />} />
          <Route path={paths.privacy} element={<Privacy />} />
          <Route path={paths.terms} element={<Terms />} />
          <Route path={paths.debug} element={<Debug />} />
          <Route path={paths.unsubscribe} element={<Unsubscribe />} />
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </>
  );
}
