import { Link } from 'react-router';
import { OperatorContact } from '@/web/app/legal/operator-contact';
import { ProsePage } from '@/web/components/ui/prose-page';
import { paths } from '@/web/config/paths';

export function TermsRoute() {
  return (
    <ProsePage
      title="Terms of Service"
      lead="Canyon is self-hosted software, and this server is run by its operator. By using it you agree to these terms and to any further terms your operator gives you."
    >
      <section>
        <h2>Who runs this server</h2>
        <p>
          <OperatorContact />
        </p>
      </section>
      <section>
        <h2>Your account</h2>
        <p>
          Keep your sign-in details to yourself; you are responsible for what happens under your
          account. You can delete your account at any time from Settings → Delete Account.
        </p>
      </section>
      <section>
        <h2>Your content</h2>
        <p>
          The articles you save are for your own reading. They stay yours to export or delete, and
          the operator does not share them with other users. Only save what you are allowed to keep
          a copy of. The <Link to={paths.privacy.href()}>Privacy Policy</Link> says what is stored
          and where it goes.
        </p>
      </section>
      <section>
        <h2>Fair use</h2>
        <p>
          Do not use Canyon to attack or overload other websites, to get around access controls, or
          to break the law. The operator may suspend accounts that do.
        </p>
      </section>
      <section>
        <h2>Plans</h2>
        <p>
          The free plan includes saving, reading, tags and archive. Where the operator offers Pro,
          it adds AI summaries and questions about articles and priority support, costs 4.99 per
          month, and can be cancelled at any time; it then stays active until the end of the period
          you paid for.
        </p>
      </section>
      <section>
        <h2>No guarantees</h2>
        <p>
          Canyon is provided as it is. The operator aims to keep it running and your data safe, but
          cannot promise that it will always be available. Exporting your data now and then
          (Settings → Export Data) is a good habit.
        </p>
      </section>
    </ProsePage>
  );
}
