import { describe, expect, it } from 'vitest';
import { textAfter } from './testing/article-root';
import { removeSignedReplies } from './signed-replies';

const story =
  '<p>Die Fähre legte kurz nach sechs ab, und bis Mittag war der Nebel über der Bucht verschwunden.</p>'.repeat(
    3,
  );

function afterCleanup(articleHtml: string): string {
  return textAfter(articleHtml, removeSignedReplies);
}

const storyText = afterCleanup(story);

function replies(entries: [string, string, string][], open = '<div>', close = '</div>'): string {
  return entries
    .map(
      ([name, date, text]) =>
        `${open}<h3><span>${name}</span> <span>${date}</span></h3><div><p>${text}</p></div>${close}`,
    )
    .join('');
}

const thread: [string, string, string][] = [
  ['Jana', '07 Nov 12', 'Schön geschrieben.'],
  ['Tomás Ruiz', '07 Nov 12', 'Me pasó lo mismo el año pasado, con la misma niebla.'],
  ['Jana', '08 Nov 12', 'Tomás: genau so war es.'],
];

describe('removeSignedReplies', () => {
  it('removes three blocks that each open with a name and a date, after the story', () => {
    expect(afterCleanup(story + `<div>${replies(thread)}</div>`)).toBe(storyText);
  });

  it('removes list items, and numbered replies whose heads are their own elements', () => {
    expect(afterCleanup(story + `<ol>${replies(thread, '<li>', '</li>')}</ol>`)).toBe(storyText);
    const pairs = thread
      .map(
        ([name, date, text], i) =>
          `<dt><a href="#c${i}">${i + 1}</a><p><span>${name}</span> <span>${date} at 07:34</span></p></dt><dd><p>${text}</p></dd>`,
      )
      .join('');
    expect(afterCleanup(story + `<dl>${pairs}</dl>`)).toBe(storyText);
  });

  it('reads a name and a date in one text when a dash sets them apart', () => {
    const dashed = thread
      .map(([name, , text], i) => `<li>${i + 1}. ${name} – 29 August, 2011<p>${text}</p></li>`)
      .join('');
    expect(afterCleanup(story + `<ol>${dashed}</ol>`)).toBe(storyText);
  });

  it('keeps two replies, and a thread with nothing before it', () => {
    const two = story + `<div>${replies(thread.slice(0, 2))}</div>`;
    expect(afterCleanup(two)).toBe(afterCleanup(two).trim());
    expect(afterCleanup(two)).toContain('Me pasó lo mismo');
    expect(afterCleanup(`<div>${replies(thread)}</div>`)).toContain('Schön geschrieben.');
  });

  it('keeps entries that open with the date: a live blog, a timeline', () => {
    const live = ['19:05', '19:40', '20:15']
      .map(
        (time) => `<div><p><b>${time}</b> Jana Weber</p><p>Der Zug steht noch in Kassel.</p></div>`,
      )
      .join('');
    expect(afterCleanup(story + live)).toContain('19:40');
    const timeline = ['March 12, 1969', 'April 2, 1970', 'July 9, 1971']
      .map(
        (date) =>
          `<li><strong>${date}</strong> <span>Vote</span><p>The council met again.</p></li>`,
      )
      .join('');
    expect(afterCleanup(story + `<ul>${timeline}</ul>`)).toContain('April 2, 1970');
  });

  it('keeps a weekday and a date in one text, and a label the same each time', () => {
    const days = [
      'Donnerstag, 10. Februar 2022 - 19:05',
      'Samstag, 12. Februar 2022 - 20:30',
      'Sonntag, 27. Februar 2022 - 16:00',
    ]
      .map(
        (when) =>
          `<div><p>${when}</p><p>Konzert im großen Saal, Einlass eine Stunde vorher.</p></div>`,
      )
      .join('');
    expect(afterCleanup(story + days)).toContain('Samstag');
    const updates = ['07 Nov 12', '08 Nov 12', '09 Nov 12']
      .map((date) => `<div><p><b>Update</b> <i>${date}</i></p><p>The ferry runs again.</p></div>`)
      .join('');
    expect(afterCleanup(story + updates)).toContain('09 Nov 12');
  });

  it('keeps a changelog and titles dated in brackets', () => {
    const changelog = ['2.1', '2.2', '2.3']
      .map(
        (v) =>
          `<li><h4><span>Version ${v}</span> <span>2012-11-0${v.at(-1)}</span></h4><p>Fixes a crash on start.</p></li>`,
      )
      .join('');
    expect(afterCleanup(story + `<ul>${changelog}</ul>`)).toContain('Version 2.2');
    const titles = ['Court rules', 'Appeal filed', 'Case closed']
      .map(
        (title) =>
          `<li><p><a href="/a">${title}</a> (Feb. 28, 2005)</p><p>What the court said that day.</p></li>`,
      )
      .join('');
    expect(afterCleanup(story + `<ul>${titles}</ul>`)).toContain('Appeal filed');
  });
});
