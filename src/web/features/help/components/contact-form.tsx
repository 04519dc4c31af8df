import { Send } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  CONTACT_CATEGORY_LABELS,
  CONTACT_LIMITS,
  contactCategories,
  contactRequestSchema,
  type ContactResponse,
} from '@/shared/support/contact-schemas';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import {
  contactFailureMessage,
  useSendContactMessage,
} from '@/web/features/help/api/send-contact-message';
import { ContactField } from '@/web/features/help/components/contact-field';
import {
  contactFieldErrors,
  firstInvalidField,
  type ContactFieldErrors,
  type ContactFieldName,
} from '@/web/features/help/lib/contact-field-errors';
import { cn } from '@/web/lib/cn';

/** What the form starts with for a signed-in reader. */
export type ContactDefaults = { name: string; email: string };

type Values = Record<ContactFieldName, string>;

/** The message counter appears this close to the limit. */
export const COUNTER_THRESHOLD = 500;

function MessageCounter({ length }: { length: number }) {
  const left = CONTACT_LIMITS.message - length;
  if (left > COUNTER_THRESHOLD) return null;
  return left >= 0 ? (
    <>{`${left.toLocaleString('en-US')} ${left === 1 ? 'character' : 'characters'} left`}</>
  ) : (
    <span className="font-medium text-red-700 dark:text-red-400">
      {`${(-left).toLocaleString('en-US')} ${left === -1 ? 'character' : 'characters'} too many`}
    </span>
  );
}

type ContactFormProps = {
  defaults: ContactDefaults | null;
  onSent: (response: ContactResponse) => void;
  /** Put focus in the first field once shown (after "Send Another Message"). */
  autoFocus?: boolean;
};

/**
 * Spec §4, §5 Contact form: all five fields required, checked on submit with the schema the
 * server uses; each message sits under its field and the first invalid field takes focus.
 * A refused or failed send keeps what was typed.
 */
export function ContactForm({ defaults, onSent, autoFocus = false }: ContactFormProps) {
  const [values, setValues] = useState<Values>({
    name: defaults?.name ?? '',
    email: defaults?.email ?? '',
    category: '',
    subject: '',
    message: '',
  });
  const [errors, setErrors] = useState<ContactFieldErrors>({});
  const send = useSendContactMessage();
  const form = useRef<HTMLFormElement>(null);
  const focusRequest = useRef<ContactFieldName | null>(autoFocus ? 'name' : null);

  // The session may answer after the form is shown: fill what the reader has not typed yet.
  const defaultName = defaults?.name ?? '';
  const defaultEmail = defaults?.email ?? '';
  useEffect(() => {
    if (!defaultName && !defaultEmail) return;
    setValues((current) => ({
      ...current,
      name: current.name || defaultName,
      email: current.email || defaultEmail,
    }));
  }, [defaultName, defaultEmail]);

  // After the render that shows the errors, so the field is read with its message.
  useEffect(() => {
    const field = focusRequest.current;
    if (!field) return;
    focusRequest.current = null;
    const control = form.current?.elements.namedItem(field);
    if (control instanceof HTMLElement) control.focus();
  }, [errors]);

  const update = (field: ContactFieldName) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    const parsed = contactRequestSchema.safeParse(values);
    if (!parsed.success) {
      const found = contactFieldErrors(parsed.error.issues);
      focusRequest.current = firstInvalidField(found);
      setErrors(found);
      return;
    }
    setErrors({});
    send.mutate(parsed.data, { onSuccess: onSent });
  };

  const field = (name: ContactFieldName) => ({
    value: values[name],
    error: errors[name],
    onChange: update(name),
  });
  const name = field('name');
  const email = field('email');
  const category = field('category');
  const subject = field('subject');
  const message = field('message');

  return (
    <form ref={form} noValidate onSubmit={submit} className="mt-8 space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <ContactField label="Name" error={name.error}>
          {(control) => (
            <input
              {...control}
              className={cn(control.className, 'h-11')}
              name="name"
              autoComplete="name"
              value={name.value}
              onChange={(event) => name.onChange(event.target.value)}
            />
          )}
        </ContactField>
        <ContactField label="Email" error={email.error}>
          {(control) => (
            <input
              {...control}
              className={cn(control.className, 'h-11')}
              name="email"
              type="email"
              autoComplete="email"
              value={email.value}
              onChange={(event) => email.onChange(event.target.value)}
            />
          )}
        </ContactField>
      </div>
      <ContactField label="Category" error={category.error}>
        {(control) => (
          <select
            {...control}
            className={cn(control.className, 'h-11 pr-10 dark:scheme-dark')}
            name="category"
            value={category.value}
            onChange={(event) => category.onChange(event.target.value)}
          >
            <option value="" disabled>
              Choose a category
            </option>
            {contactCategories.map((id) => (
              <option key={id} value={id}>
                {CONTACT_CATEGORY_LABELS[id]}
              </option>
            ))}
          </select>
        )}
      </ContactField>
      <ContactField label="Subject" error={subject.error}>
        {(control) => (
          <input
            {...control}
            className={cn(control.className, 'h-11')}
            name="subject"
            value={subject.value}
            onChange={(event) => subject.onChange(event.target.value)}
          />
        )}
      </ContactField>
      <ContactField
        label="Message"
        error={message.error}
        hint={
          message.value.length > CONTACT_LIMITS.message - COUNTER_THRESHOLD ? (
            <MessageCounter length={message.value.length} />
          ) : undefined
        }
      >
        {(control) => (
          <textarea
            {...control}
            className={cn(control.className, 'min-h-40 resize-y py-3 leading-6')}
            name="message"
            rows={6}
            value={message.value}
            onChange={(event) => message.onChange(event.target.value)}
          />
        )}
      </ContactField>

      {send.isError && (
        <p
          role="alert"
          className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200 ring-inset dark:bg-red-950/40 dark:text-red-200 dark:ring-red-900"
        >
          {contactFailureMessage(send.error)}
        </p>
      )}
      <Button type="submit" disabled={send.isPending} className="w-full sm:w-auto">
        {send.isPending ? <Spinner /> : <Send aria-hidden="true" />}
        {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
