import { LifeBuoy } from 'lucide-react';
import { ComingSoon } from '@/web/components/ui/coming-soon';

export function HelpRoute() {
  return (
    <ComingSoon
      title="Help Center"
      icon={LifeBuoy}
      description="Answers to common questions about saving, reading, AI features and your account."
    >
      {/* The landing footer's "Contact" link lands here (/help#contact). */}
      <section
        id="contact"
        aria-labelledby="contact-heading"
        className="mt-8 scroll-mt-24 rounded-2xl border border-stone-200 px-6 py-8 sm:px-10 dark:border-stone-800"
      >
        <h2
          id="contact-heading"
          className="text-xl font-semibold tracking-tight text-stone-900 dark:text-white"
        >
          Contact
        </h2>
        <p className="mt-2 text-base leading-7 text-stone-600 dark:text-stone-300">
          A contact form is coming to this page. Until then, please reach out to whoever runs this
          Canyon server.
        </p>
      </section>
    </ComingSoon>
  );
}
