import { routeTitles } from '../../routes/messages.ts';
import { PageIntro } from '../../ui/PageIntro.tsx';
import { loginMessages } from './messages.ts';

export default function LoginCallbackPage() {
  return (
    <div className="centered-page">
      <PageIntro heading={routeTitles.loginCallback} summary={loginMessages.callbackSummary} />
    </div>
  );
}
