import { Link } from 'react-router';
import { OperatorContact } from '@/web/app/legal/operator-contact';
import { ProsePage } from '@/web/components/ui/prose-page';
import { paths } from '@/web/config/paths';

export function PrivacyRoute() {
  return (
    <ProsePage
      title="Privacy Policy"
      lead="Canyon is self-hosted software: your data lives on the server you are using, and whoever runs it (the operator) is responsible for it. Here is what it keeps, and where anything goes."
    >
      <section>
        <h2>Who runs this server</h2>
        <p>
          <OperatorContact />
        </p>
      </section>
      <section>
        <h2>What is stored</h2>
        <p>All of it in this server’s own database:</p>
        <ul>
          <li>
            Your account: email address, display name if you give one, how you sign in, and your
            plan.
          </li>
          <li>
            The articles you save: their links, the readable copy Canyon extracts with its images,
            your tags, what you have archived, and the AI summaries made for you.
          </li>
          <li>
            Usage events, such as a page viewed, an article saved, read or archived, or a Help
            Center topic chosen, with the time. They help the operator run the service; there is no
            advertising and no third-party analytics.
          </li>
          <li>Messages you send through the contact form: your name, email address and message.</li>
        </ul>
      </section>
      <section>
        <h2>Where it goes</h2>
        <p>
          When you save a link, this server fetches the page itself; the website sees a request from
          the server, as it would from any visitor. The images in your articles are fetched by the
          server too and served from it, so while you read, your browser talks only to this server.
        </p>
        <p>Nothing else leaves it, unless the operator sets up one of these:</p>
        <ul>
          <li>
            <strong>An AI provider.</strong> If the operator connects an outside AI service, the
            text of an article goes to it when you ask for a summary or ask a question about that
            article. By default Canyon makes summaries itself and sends nothing.
          </li>
          <li>
            <strong>Billing.</strong> If the operator sells the Pro plan, payments go through
            Stripe, which receives your email address and handles your card. Canyon never sees or
            stores your card number.
          </li>
        </ul>
        <p>
          Mail from Canyon (account confirmation, password reset, your contact messages) goes
          through the operator’s mail server. If you sign in with an outside account, that provider
          knows you signed in.
        </p>
      </section>
      <section>
        <h2>Cookies and browser storage</h2>
        <p>
          Canyon uses one cookie to keep you signed in. Your browser also remembers a few
          preferences, such as your light or dark theme, and keeps the articles you opened so they
          can be read offline; signing out removes them.
        </p>
      </section>
      <section>
        <h2>Your choices</h2>
        <p>
          Download everything at any time from <Link to={paths.settings.href()}>Settings</Link> →
          Export Data (JSON, HTML bookmarks or CSV). Settings → Delete Account removes your account
          and everything in it from this server, and cancels a Pro subscription.
        </p>
      </section>
    </ProsePage>
  );
}
