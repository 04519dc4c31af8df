import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { hashedName, PERTURBATIONS } from './page-perturbations';

const PAGE =
  '<!DOCTYPE html><html lang="en"><head><title>T</title></head>' +
  '<body class="single post"><div id="main" class=\'entry-content\'>' +
  '<p>One.</p><p class="lead">Two.</p><p>Three.</p><p>Four.</p><pre>p</pre></div></body></html>';

const text = (html: string) => parseHTML(html).document.body.textContent;

describe('page perturbations', () => {
  it('leaves the page as it is for none', () => {
    expect(PERTURBATIONS.none(PAGE)).toBe(PAGE);
  });

  it('removes the document shell but keeps every tag inside it', () => {
    const out = PERTURBATIONS['no-shell'](PAGE);
    expect(out).not.toMatch(/<!doctype|<\/?html|<\/?head\b|<\/?body/i);
    expect(out).toContain('<title>T</title>');
    expect(out).toContain('<p class="lead">Two.</p>');
  });

  it('puts a server warning before the doctype', () => {
    const out = PERTURBATIONS['php-warning'](PAGE);
    expect(out.indexOf('Warning')).toBeLessThan(out.indexOf('<!DOCTYPE'));
    expect(out.endsWith(PAGE)).toBe(true);
  });

  it('hashes every class and id token, quoted either way, and nothing else', () => {
    const out = PERTURBATIONS['hashed-names'](PAGE);
    expect(out).not.toMatch(/entry-content|single|post"|"main"|lead/);
    expect(out).toContain(`class="${hashedName('single')} ${hashedName('post')}"`);
    expect(out).toContain(`id="${hashedName('main')}" class="${hashedName('entry-content')}"`);
    expect(text(out)).toBe(text(PAGE));
    expect(hashedName('lead')).toBe(hashedName('lead'));
    expect(hashedName('lead')).not.toBe(hashedName('leaf'));
  });

  it('adds an advertisement after every third paragraph only', () => {
    const out = PERTURBATIONS.ads(PAGE);
    expect(out.match(/Advertisement/g)).toHaveLength(1);
    expect(out).toMatch(/<p>Three\.<\/p><div class="ad-slot">/);
  });

  it('wraps each paragraph in two divs without touching <pre>', () => {
    const out = PERTURBATIONS['wrapped-paragraphs'](PAGE);
    expect(out).toContain('<div><div><p class="lead">Two.</p></div></div>');
    expect(out).toContain('<pre>p</pre>');
    expect(text(out)).toBe(text(PAGE));
  });
});
