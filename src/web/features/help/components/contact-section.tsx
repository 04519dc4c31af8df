import { useState } from 'react';
import type { ContactResponse } from '@/shared/support/contact-schemas';
import { ContactForm, type ContactDefaults } from '@/web/features/help/components/contact-form';
import { ContactSuccess } from '@/web/features/help/components/contact-success';

/**
 * The contact form under the FAQs (spec "Help", §4 Contact form: submitting, then the sent
 * confirmation with "Send Another Message"). `id="contact"` is the target of /help#contact,
 * the footer's Contact link.
 */
export function ContactSection({ reader }: { reader: ContactDefaults | null }) {
  const [sent, setSent] = useState<ContactResponse | null>(null);
  // Each "Send Another Message" starts a new, empty form (the reader's name and email again).
  const [round, setRound] = useState(0);

  return (
    <section
      id="contact"
      aria-labelledby="contact-heading"
      className="mt-16 scroll-mt-24 rounded-3xl border border-stone-200 bg-white px-5 py-8 shadow-sm shadow-stone-900/5 sm:px-10 sm:py-10 dark:border-stone-800 dark:bg-stone-900/60 dark:shadow-none"
    >
      <h2
        id="contact-heading"
        className="text-xl font-semibold tracking-tight text-stone-900 dark:text-white"
      >
        Contact Us
      </h2>
      <p className="mt-2 text-[0.9375rem] leading-7 text-stone-600 dark:text-stone-300">
        Didn&apos;t find your answer? Send a message to the people who run this Canyon server.
        We&apos;ll get back to you within 24-48 hours; Pro readers are answered first.
      </p>
      {sent ? (
        <ContactSuccess
          priority={sent.priority}
          onSendAnother={() => {
            setSent(null);
            setRound((current) => current + 1);
          }}
        />
      ) : (
        <ContactForm key={round} defaults={reader} onSent={setSent} autoFocus={round > 0} />
      )}
    </section>
  );
}
