import {
  ArrowLeft,
  ArrowRight,
  BookmarkPlus,
  Hand,
  Sparkles,
  Tags,
  type LucideIcon,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/web/components/ui/dialog';
import {
  ONBOARDING_COMPLETED_KEY,
  setFlag,
  useFlag,
} from '@/web/features/onboarding/lib/onboarding-storage';
import { welcomeName } from '@/web/features/onboarding/lib/welcome-name';
import { cn } from '@/web/lib/cn';

type Step = { icon: LucideIcon; title: string; body: ReactNode };

function steps(name: string, isPro: boolean): Step[] {
  return [
    {
      icon: Hand,
      title: `Welcome, ${name}!`,
      body: 'Canyon keeps the articles you mean to read and shows them in a calm reader, without ads or clutter. Three quick steps show you around.',
    },
    {
      icon: BookmarkPlus,
      title: 'Save Articles Instantly',
      body: 'Press + on your dashboard and paste a link, or add the bookmarklet to your browser and save any page in one click. On your phone, share a page to Canyon.',
    },
    {
      icon: Tags,
      title: 'Organize Your Reading',
      body: 'Tag articles as you save them, filter your list by tag, and archive what you have read. Nothing is lost: Show Archived brings it all back.',
    },
    isPro
      ? {
          icon: Sparkles,
          title: 'AI-Powered Summaries',
          body: 'Your Pro plan is active. Open any article for a summary in 3-5 bullet points, and ask questions about what you are reading.',
        }
      : {
          icon: Sparkles,
          title: 'Unlock AI Features',
          body: 'Pro adds AI summaries in 3-5 bullet points, questions about any article, priority support and early access to new features, for 4.99 a month. Upgrade any time in Settings.',
        },
  ];
}

type OnboardingModalProps = {
  user: { displayName?: string | null; email?: string | null };
  isPro: boolean;
};

/**
 * Spec "Onboarding modal": shown on the first dashboard visit, until "Get Started" stores the
 * completion flag. Closing it early (Escape, outside click) counts as done too, so it never
 * nags a reader who chose to skip it.
 */
export function OnboardingModal({ user, isPro }: OnboardingModalProps) {
  const completed = useFlag(ONBOARDING_COMPLETED_KEY);
  const [index, setIndex] = useState(0);
  const all = steps(welcomeName(user), isPro);
  const step = all[index] ?? all[0];
  if (!step) return null;
  const last = index === all.length - 1;
  const Icon = step.icon;
  const finish = () => setFlag(ONBOARDING_COMPLETED_KEY);

  return (
    <Dialog open={!completed} onOpenChange={(open) => !open && finish()}>
      <DialogContent className="max-w-md overflow-hidden">
        {/* Full-bleed header: the negative margins undo the dialog's padding. */}
        <div className="-mx-6 -mt-6 bg-gradient-to-b from-amber-50 to-white px-6 pt-6 pb-1 sm:-mx-7 sm:-mt-7 sm:px-7 sm:pt-7 dark:from-amber-400/[0.07] dark:to-stone-900">
          <DialogTitle className="sr-only">Getting Started</DialogTitle>
          <p
            aria-hidden="true"
            className="text-xs font-semibold tracking-[0.14em] text-amber-800 uppercase dark:text-amber-300"
          >
            Getting Started
          </p>
          <div className="mt-5 flex size-12 items-center justify-center rounded-2xl bg-white text-amber-700 shadow-sm ring-1 ring-amber-200 dark:bg-stone-900 dark:text-amber-300 dark:ring-amber-400/25">
            <Icon aria-hidden="true" className="size-6" />
          </div>
        </div>
        <div>
          {/* The live region tells screen readers about the new step when Next is pressed. */}
          <div aria-live="polite">
            <h3 className="mt-4 text-xl font-semibold tracking-tight text-stone-900 dark:text-white">
              {step.title}
            </h3>
            <DialogDescription className="min-h-[4.5rem]">{step.body}</DialogDescription>
          </div>
          <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="flex items-center gap-1.5">
              <span className="sr-only">{`Step ${index + 1} of ${all.length}`}</span>
              {all.map((s, i) => (
                <span
                  key={s.title}
                  aria-hidden="true"
                  className={cn(
                    'h-1.5 rounded-full transition-all duration-300',
                    i === index ? 'w-5 bg-brand' : 'w-1.5 bg-stone-300 dark:bg-stone-700',
                  )}
                />
              ))}
            </p>
            <div className="flex items-center justify-between gap-2">
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setIndex(index - 1)}
                className={cn(index === 0 && 'invisible')}
              >
                <ArrowLeft aria-hidden="true" />
                Previous
              </Button>
              {last ? (
                <Button size="sm" onClick={finish}>
                  Get Started
                </Button>
              ) : (
                <Button size="sm" onClick={() => setIndex(index + 1)}>
                  Next
                  <ArrowRight aria-hidden="true" />
                </Button>
              )}
            </div>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
