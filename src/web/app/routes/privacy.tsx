import { Link } from 'react-router';
import { ProsePage } from '@/web/components/ui/prose-page';
import { paths } from '@/web/config/paths';

export function PrivacyRoute() {
  return (
    <ProsePage
      title="Privacy Policy"
      lead="Canyon is self-hosted software. The person or organization that runs this Canyon server (the operator) keeps your data on that server and is responsible for it."
    >
      <section>
        <h2>What is stored</h2>
        <ul>
          <li>Your account: email address, display name if you give one, and how you sign in.</li>
          <li>
            The articles you save: their links, the readable copy Canyon extracts, your tags and
            what you have archived.
          </li>
          <li>
            Simple usage records, such as an article being saved or read, kept in this server’s own
            database to run the service. There is no advertising and no third-party tracking.
          </li>
        </ul>
      </section>
      <section>
        <h2>Where it goes</h2>
        <p>
          Your saved articles are stored on the operator’s server. When you save a link, this server
          fetches the page itself, so no outside proxy sees what you read; the website you save from
          receives that request as it would from any visitor.
        </p>
        <p>
          Canyon sends nothing to third parties unless the operator configures it to. Two features
          can do so:
        </p>
        <ul>
          <li>
            <strong>AI summaries and questions.</strong> If the operator connects an outside AI
            provider, the text of an article goes to that provider when you ask for a summary or ask
            a question about it.
          </li>
          <li>
            <strong>Billing.</strong> If the operator sells the Pro plan, payments are handled by
            the card payment provider. Canyon never sees or stores your card number.
          </li>
        </ul>
        <p>
          If the operator enables sign-in with an outside account, that provider knows you signed
          in.
        </p>
      </section>
      <section>
        <h2>Cookies and browser storage</h2>
        <p>
          Canyon uses one cookie to keep you signed in. Your browser also remembers a few
          preferences, such as your light or dark theme.
        </p>
      </section>
      <section>
        <h2>Your choices</h2>
        <p>
          You can export all of your data or delete your account from Settings at any time. Deleting
          your account removes your saved articles from this server.
        </p>
      </section>
      <section>
        <h2>Questions</h2>
        <p>
          For anything about your data, <Link to={paths.contact.href()}>contact the operator</Link>{' '}
          of this server.
        </p>
      </section>
    </ProsePage>
  );
}
