import {
  AlertCircle,
  BookmarkCheck,
  BookmarkPlus,
  CircleCheck,
  CloudOff,
  LogIn,
} from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate, type To } from 'react-router';
import type { SaveRequest, SaveResponse } from '@/shared/articles/save-request';
import { Button, ButtonLink } from '@/web/components/ui/button';
import { DocumentTitle } from '@/web/components/ui/document-title';
import { Spinner } from '@/web/components/ui/spinner';
import { paths } from '@/web/config/paths';
import { cutCapturedHtml, requestPageCapture } from '@/web/features/save-page/lib/page-capture';
import {
  quotedText,
  saveRequestFor,
  savesByItself,
  type SaveParams,
} from '@/web/features/save-page/lib/save-params';
import { ApiError } from '@/web/lib/api-client';

/** Spec §9: a popup closes, a shared link moves on to the library, this long after saving. */
export const AFTER_SAVE_MS = 2000;

export const MESSAGES = {
  authRequired: 'Authentication required',
  noUrl: 'No article URL provided',
  errorHeading: 'Error saving article',
  failed: 'Failed to save article',
  untitled: 'Untitled Article',
  queued: "Saved for later — it will be added when you're back online",
} as const;

/** What a save gives back: the saved article, or word that it waits until Canyon is online. */
export type SaveOutcome = SaveResponse | { queued: true };

export type SavePageSession =
  | { status: 'loading' }
  | { status: 'signed-in' }
  | { status: 'signed-out' }
  | { status: 'error'; retry: () => void };

type Phase =
  | { kind: 'ready' }
  | { kind: 'saving' }
  | { kind: 'success'; saved: SaveResponse }
  /** Offline: the save waits in this browser until the connection is back. */
  | { kind: 'queued' }
  | { kind: 'error'; message: string }
  /** The server said nobody is signed in (a session that ended since the page loaded). */
  | { kind: 'signed-out' };

type SavePageProps = {
  params: SaveParams;
  session: SavePageSession;
  save: (request: SaveRequest) => Promise<SaveOutcome>;
  /** Where Log In and Sign Up go: the sign-in page, which brings the reader back here. */
  signIn: { to: To; state?: unknown };
};

function errorMessage(error: unknown): string {
  return error instanceof ApiError && error.message ? error.message : MESSAGES.failed;
}

/** The popup of a bookmarklet: a window some page opened, which Canyon may close. */
function openedByBookmarklet(params: SaveParams): boolean {
  return params.source === 'bookmarklet' && Boolean(window.opener);
}

/** The /save page: saves one article handed over by the bookmarklet, a share sheet or a link. */
export function SavePage({ params, session, save, signIn }: SavePageProps) {
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>({ kind: 'ready' });
  const started = useRef(false);
  // The page hands its HTML over once: a retry sends the same copy again.
  const captured = useRef<string | undefined>(undefined);
  const { url } = params;

  const run = useCallback(async () => {
    if (!url) return;
    setPhase({ kind: 'saving' });
    if (captured.current === undefined && params.source === 'bookmarklet') {
      const html = await requestPageCapture({
        opener: window.opener as Window | null,
        pageUrl: url,
      });
      if (html !== undefined) captured.current = cutCapturedHtml(html);
    }
    const request = saveRequestFor({ ...params, url });
    try {
      const outcome = await save(
        captured.current === undefined ? request : { ...request, html: captured.current },
      );
      setPhase(
        'queued' in outcome && outcome.queued
          ? { kind: 'queued' }
          : { kind: 'success', saved: outcome as SaveResponse },
      );
    } catch (error) {
      setPhase(
        error instanceof ApiError && error.status === 401
          ? { kind: 'signed-out' }
          : { kind: 'error', message: errorMessage(error) },
      );
    }
  }, [params, save, url]);

  const signedIn = session.status === 'signed-in';
  useEffect(() => {
    if (!signedIn || !url || !savesByItself(params.source) || started.current) return;
    started.current = true;
    void run();
  }, [signedIn, url, params.source, run]);

  // After a save: the bookmarklet's popup closes, a shared link moves on to the library.
  const succeeded = phase.kind === 'success' || phase.kind === 'queued';
  useEffect(() => {
    if (!succeeded) return;
    if (openedByBookmarklet(params)) {
      const timer = setTimeout(() => window.close(), AFTER_SAVE_MS);
      return () => clearTimeout(timer);
    }
    if (params.source === 'share_target') {
      const timer = setTimeout(() => void navigate(paths.dashboard.href()), AFTER_SAVE_MS);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [succeeded, params, navigate]);

  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col justify-center px-4 py-10 sm:px-6 sm:py-16">
      <DocumentTitle title="Save Article" />
      <section className="rounded-3xl border border-stone-200 bg-white px-5 py-8 shadow-sm shadow-stone-900/5 sm:px-8 dark:border-stone-800 dark:bg-stone-900/60 dark:shadow-none">
        <Status params={params} session={session} phase={phase} signIn={signIn} onSave={run} />
        {url ? <ArticlePreview params={params} url={url} /> : null}
      </section>
    </div>
  );
}

function Status({
  params,
  session,
  phase,
  signIn,
  onSave,
}: Pick<SavePageProps, 'params' | 'session' | 'signIn'> & {
  phase: Phase;
  onSave: () => Promise<void>;
}) {
  if (!params.url) {
    return (
      <Message
        tone="error"
        icon={<AlertCircle aria-hidden="true" />}
        heading={MESSAGES.noUrl}
        text="Nothing was handed to Canyon to save. Use the Save to Canyon bookmarklet or your phone’s share menu on an article, or add a link from your library."
      >
        <GoToCanyon variant="primary" />
      </Message>
    );
  }
  if (session.status === 'loading') {
    return (
      <Message tone="busy" icon={<Spinner />} heading="Loading…" text="Checking your sign-in." />
    );
  }
  if (session.status === 'error') {
    return (
      <Message
        tone="error"
        icon={<AlertCircle aria-hidden="true" />}
        heading="Could not check your sign-in"
        text="Canyon did not answer. Check your connection and try again."
      >
        <Button onClick={session.retry}>Retry</Button>
        <GoToCanyon />
      </Message>
    );
  }
  if (session.status === 'signed-out' || phase.kind === 'signed-out') {
    return (
      <Message
        tone="error"
        icon={<LogIn aria-hidden="true" />}
        heading={MESSAGES.authRequired}
        text="Log in to save this article to your Canyon library. You will come back here, and it will be saved."
      >
        <ButtonLink to={signIn.to} state={signIn.state}>
          Log In
        </ButtonLink>
        <ButtonLink to={signIn.to} state={signIn.state} variant="secondary">
          Sign Up
        </ButtonLink>
      </Message>
    );
  }
  switch (phase.kind) {
    case 'ready':
      return (
        <Message
          tone="idle"
          icon={<BookmarkPlus aria-hidden="true" />}
          heading="Save to Canyon"
          text="Save this article to your library to read it later."
        >
          <Button onClick={() => void onSave()}>Save Article</Button>
          <GoToCanyon />
        </Message>
      );
    case 'saving':
      return (
        <Message
          tone="busy"
          icon={<Spinner />}
          heading="Saving article…"
          text="Canyon is keeping a clean, readable copy."
        />
      );
    case 'success':
      return <Saved params={params} saved={phase.saved} />;
    case 'queued':
      return (
        <Message
          tone="idle"
          icon={<CloudOff aria-hidden="true" />}
          heading="Saved for later"
          text={MESSAGES.queued}
        >
          <GoToCanyon />
        </Message>
      );
    case 'error':
      return (
        <Message
          tone="error"
          icon={<AlertCircle aria-hidden="true" />}
          heading={MESSAGES.errorHeading}
          text={phase.message}
          alert
        >
          <Button onClick={() => void onSave()}>Retry</Button>
          <GoToCanyon />
        </Message>
      );
  }
}

function Saved({ params, saved }: { params: SaveParams; saved: SaveResponse }) {
  const next = openedByBookmarklet(params)
    ? 'This window closes in a moment.'
    : params.source === 'share_target'
      ? 'Taking you to your library…'
      : undefined;
  return (
    <Message
      tone="success"
      icon={
        saved.created ? <CircleCheck aria-hidden="true" /> : <BookmarkCheck aria-hidden="true" />
      }
      heading={saved.created ? 'Article saved' : 'Already in your library'}
      text={
        <>
          {saved.created
            ? `“${saved.title}” is in your library.`
            : `You saved “${saved.title}” before.`}
          {next ? <span className="mt-1 block">{next}</span> : null}
        </>
      }
    >
      <ButtonLink to={paths.article.href(saved.id)}>
        {saved.created ? 'Read it now' : 'Open the saved article'}
      </ButtonLink>
      <GoToCanyon />
    </Message>
  );
}

function GoToCanyon({ variant = 'secondary' }: { variant?: 'primary' | 'secondary' }) {
  return (
    <ButtonLink to={paths.dashboard.href()} variant={variant}>
      Go to Canyon
    </ButtonLink>
  );
}

const TONES = {
  idle: 'bg-amber-100 text-amber-800 ring-amber-200 dark:bg-amber-400/10 dark:text-amber-300 dark:ring-amber-400/20',
  busy: 'bg-stone-100 text-stone-600 ring-stone-200 dark:bg-stone-800 dark:text-stone-300 dark:ring-stone-700',
  success:
    'bg-emerald-100 text-emerald-800 ring-emerald-200 dark:bg-emerald-400/10 dark:text-emerald-300 dark:ring-emerald-400/20',
  error:
    'bg-red-100 text-red-800 ring-red-200 dark:bg-red-400/10 dark:text-red-300 dark:ring-red-400/20',
} as const;

function Message({
  tone,
  icon,
  heading,
  text,
  alert = false,
  children,
}: {
  tone: keyof typeof TONES;
  icon: ReactNode;
  heading: string;
  text: ReactNode;
  /** Announce at once (a failure the reader has to act on). */
  alert?: boolean;
  children?: ReactNode;
}) {
  return (
    <div role={alert ? 'alert' : 'status'} className="text-center">
      <div
        className={`mx-auto flex size-12 items-center justify-center rounded-2xl ring-1 [&_svg]:size-6 ${TONES[tone]}`}
      >
        {icon}
      </div>
      <h1 className="mt-5 text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl dark:text-white">
        {heading}
      </h1>
      <p className="mx-auto mt-3 max-w-md text-[0.9375rem] leading-7 text-stone-600 dark:text-stone-300">
        {text}
      </p>
      {children ? (
        <div className="mt-6 flex flex-wrap items-center justify-center gap-3">{children}</div>
      ) : null}
    </div>
  );
}

function ArticlePreview({ params, url }: { params: SaveParams; url: string }) {
  const quote = quotedText(params);
  return (
    <div className="mt-8 rounded-2xl bg-stone-50 p-5 text-left ring-1 ring-stone-200 dark:bg-stone-950/40 dark:ring-stone-800">
      <h2 className="text-base font-semibold text-stone-900 dark:text-white">
        {params.title ?? MESSAGES.untitled}
      </h2>
      <p className="mt-1 text-sm break-all text-stone-600 dark:text-stone-400">{url}</p>
      {quote ? (
        <blockquote className="mt-4 line-clamp-6 border-l-4 border-amber-400 pl-3 text-sm leading-6 whitespace-pre-line text-stone-700 italic dark:border-amber-400/60 dark:text-stone-300">
          {quote}
        </blockquote>
      ) : null}
    </div>
  );
}
