import { describe, expect, it } from 'vitest';
import { decodeEntities, decodeOptionalEntities } from './decode-entities';

describe('decodeEntities', () => {
  it('decodes the named references that titles and bylines carry', () => {
    expect(
      decodeEntities(
        '&quot;A&nbsp;B&quot; &amp; &apos;c&apos; &hellip; &ndash; &mdash; &lsquo;x&rsquo; &ldquo;y&rdquo; &laquo;z&raquo; &copy; &reg; &trade; &euro;',
      ),
    ).toBe('"A\u00a0B" & \'c\' … – — ‘x’ “y” «z» © ® ™ €');
  });

  it('knows the Latin-1 letters by name, case-sensitively', () => {
    expect(decodeEntities('Caf&eacute; &Eacute;cole na&iuml;ve &szlig; &yuml; &iquest;')).toBe(
      'Café École naïve ß ÿ ¿',
    );
    expect(decodeEntities('&EACUTE;')).toBe('&EACUTE;');
  });

  it('decodes decimal and hexadecimal references, astral ones included', () => {
    expect(decodeEntities('Canyon &#8211; a river &#x2019;s story &#X201C;&#x1F600;')).toBe(
      'Canyon – a river ’s story “😀',
    );
    expect(decodeEntities('&#00038;&#x0026;&#x0000000000000000000041;')).toBe('&&A');
  });

  it('reads &#128;–&#159; as browsers do, as Windows-1252', () => {
    expect(decodeEntities('It&#146;s &#150; &#147;quoted&#148; &#128;')).toBe('It’s – “quoted” €');
    expect(decodeEntities('&#129;&#x8D;')).toBe('&#129;&#x8D;');
  });

  it('leaves references to NUL, controls, surrogates and beyond Unicode as written', () => {
    for (const reference of [
      '&#0;',
      '&#x0;',
      '&#1;',
      '&#x1B;',
      '&#127;',
      '&#xD800;',
      '&#xDFFF;',
      '&#55296;',
      '&#xFFFE;',
      '&#xFDD0;',
      '&#x110000;',
      '&#99999999999999999999;',
    ]) {
      expect(decodeEntities(`a${reference}b`)).toBe(`a${reference}b`);
    }
  });

  it('keeps tab and line breaks written as references', () => {
    expect(decodeEntities('a&#9;b&#10;c')).toBe('a\tb\nc');
  });

  it('leaves unknown names, missing semicolons and bare ampersands alone', () => {
    expect(decodeEntities('&notaname; &amp &#8211 Tom & Jerry &; &#; &#x;')).toBe(
      '&notaname; &amp &#8211 Tom & Jerry &; &#; &#x;',
    );
  });

  it('decodes once: a reference to an ampersand does not start another', () => {
    expect(decodeEntities('&amp;amp;')).toBe('&amp;');
    expect(decodeEntities('&amp;#8211;')).toBe('&#8211;');
    expect(decodeEntities('&#38;#8211;')).toBe('&#8211;');
  });

  it('returns text without references unchanged', () => {
    expect(decodeEntities('')).toBe('');
    expect(decodeEntities('Plain – already “decoded”')).toBe('Plain – already “decoded”');
  });

  it('passes null and undefined through', () => {
    expect(decodeOptionalEntities(null)).toBeNull();
    expect(decodeOptionalEntities(undefined)).toBeUndefined();
    expect(decodeOptionalEntities('&lt;b&gt;')).toBe('<b>');
  });
});
