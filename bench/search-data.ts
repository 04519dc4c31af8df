// The search benchmark's data: articles of realistic length (800–3,000 words) written from a
// vocabulary of several languages' words, accented ones included, with a long tail of rarer
// words, drawn with Zipf's law as words are in real text. Deterministic: the same seed gives
// the same library on each dialect.
import { sql, type Insertable } from 'kysely';
import type { Db } from '../src/server/db/database';
import type {
  ArticleTagsTable,
  NewArticleRow,
  NewExtractedContentRow,
} from '../src/server/db/schema';
import { articleRows, articleSlot } from './article-rows';
import { seededRandom } from './bench-random';

const COMMON: Record<string, string> = {
  en: 'the of and to in is that it for was on are as with his they at be this have from or one had by word but not what all were we when your can said there use each which she do how their if will up other about out many then them these so some her would make like him into time has look two more write go see number no way could people my than first water been call who oil its now find long down day did get come made may part over new sound take only little work know place year live me back give most very after thing our just name good sentence man think say great where help through much before line right too mean old any same tell boy follow came want show also around form three small set put end does another well large must big even such because turn here why ask went men read need land different home us move try kind hand picture again change off play spell air away animal house point page letter mother answer found study still learn should world high every near add food between own below country plant last school father keep tree never start city earth eye light thought head under story saw left few while along might close something seem next hard open example begin life always those both paper together got group often run important until children side feet car mile night walk white sea began grow took river four carry state once book hear stop without second later miss idea enough eat face watch far really almost let above girl sometimes mountain cut young talk soon list song being leave family',
  fr: 'le la les de des du un une et est être avoir que qui dans pour pas sur plus avec tout faire son mettre autre on mais nous comme ou si leur dire elle devoir avant deux même prendre aussi celui donner bien où fois vous encore nouveau aller cela entre premier vouloir déjà grand mon me moins aucun lui temps très savoir falloir voir quelque sans raison notre dont non an monde jour monsieur demander alors après trouver personne rendre part dernier venir pendant passer peu lequel suivre chose toujours homme rester prix ici été début élève façon idée fenêtre forêt île théâtre château hôpital âge goût réponse société année café crème père mère frère très déjà voilà où là ça garçon français',
  de: 'der die das und sein in ein zu haben ich werden sie von nicht mit es sich auch auf für an er so dass können dies als ihr ja wie bei oder wir aber dann man da sein noch nach was also aus all wenn nur müssen sagen um über machen kein Jahr du doch geben mehr durch Mensch gehen wollen immer etwa sollen groß neu viel heute Frau Kind Zeit Land Stadt Straße schön größer Mädchen Bücher Äpfel Übung Öffnung für über früh Tür Brücke Gemüse müde Käse Schlüssel Grüße fünf zwölf hören König Müller Zürich München Köln Düsseldorf Ärger Öl Übersicht',
  es: 'el la de que y a en un ser se no haber por con su para como estar tener le lo todo pero más hacer o poder decir este ir otro ese si me ya ver porque dar cuando él muy sin vez mucho saber qué sobre mi alguno mismo yo también hasta año dos querer entre así primero desde grande eso ni nos llegar pasar tiempo ella sí día uno bien poco deber entonces poner cosa tanto hombre parecer nuestro tan donde ahora parte después vida quedar siempre creer hablar llevar dejar nada cada seguir menos nuevo encontrar niño mañana corazón canción también allí árbol café lápiz fácil difícil música ciudad razón información pájaro señor España',
  it: 'il di che è e la per un in non a con da lo si le mi ma come ha anche io ci più questo sono se al tu ti cosa bene lui ora tutto fatto della cui perché così già può città perciò più però caffè università libertà virtù felicità verità qualità età',
  pt: 'o de a que e do da em um para é com não uma os no se na por mais as dos como mas foi ao ele das tem à seu sua ou ser quando muito há nos já está eu também só pelo pela até isso ela entre era depois sem mesmo aos ter seus quem nas me esse eles estão você tinha foram essa num nem suas meu às minha têm numa pelos elas havia seja qual será nós tenho lhe deles essas esses pelas este fosse dele coração ação informação nação canção mãe pão irmão avó avô café você não então também está',
  pl: 'nie się na i w to że z co jest do jak ale mnie tak za mi już o ty tylko by jestem dobrze może tu go wiem czy jeśli kiedy gdzie dlaczego ją będzie wszystko łódź źródło żółw gęś ćma świat życie miłość przyjaciel książka szkoła miasto język człowiek dziecko kobieta mężczyzna rzeka góra słońce księżyc gwiazda',
};

const SYLLABLES =
  'ka ri to mu le sa no vi ra te lo mi ne da su pe ko ba li ta go re fi ma nu ze ho bi po cu lé mü ño ça ré rä ön ür år ès ìa ún ál ęk ół żu śi';

/** The vocabulary by rank (most frequent first): real words of seven languages, then a tail. */
export function buildVocabulary(size = 30_000): string[] {
  const lists = Object.values(COMMON).map((list) => list.split(' '));
  const words: string[] = [];
  const seen = new Set<string>();
  const add = (word: string) => {
    if (!seen.has(word)) {
      seen.add(word);
      words.push(word);
    }
  };
  // Interleaved, so each language has words near the top.
  for (let i = 0; lists.some((list) => i < list.length); i += 1)
    for (const list of lists) {
      const word = list[i];
      if (word) add(word);
    }
  const syllables = SYLLABLES.split(' ');
  const random = seededRandom(7);
  while (words.length < size) {
    const count = 2 + Math.floor(random() * 3);
    let word = '';
    for (let i = 0; i < count; i += 1)
      word += syllables[Math.floor(random() * syllables.length)] ?? '';
    add(word);
  }
  return words;
}

/** A lookup table that draws ranks with Zipf's law (exponent 1) by one random index. */
function zipfTable(size: number, slots = 1 << 20): Uint32Array {
  const table = new Uint32Array(slots);
  let harmonic = 0;
  for (let r = 1; r <= size; r += 1) harmonic += 1 / r;
  let slot = 0;
  let cumulative = 0;
  for (let r = 1; r <= size && slot < slots; r += 1) {
    cumulative += 1 / r / harmonic;
    const until = Math.min(slots, Math.round(cumulative * slots));
    for (; slot < until; slot += 1) table[slot] = r - 1;
  }
  for (; slot < slots; slot += 1) table[slot] = size - 1;
  return table;
}

export const SITES = [
  'Nordlicht Journal',
  'Café Réseau',
  'Revista Mañana',
  'Gazeta Świt',
  'Il Caffè Quotidiano',
  'Jornal Coração',
  'The Long Read Weekly',
  'Öko Rundschau',
  'Field Notes',
  'Data & Design',
  'Économie Ouverte',
  'Ciencia Fácil',
];
export const SEARCH_TAGS = Array.from({ length: 40 }, (_, i) =>
  ['read', 'work', 'cuisine', 'reise', 'ciencia', 'política', 'kultur', 'tech'][i % 8]!.concat(
    i < 8 ? '' : `-${i}`,
  ),
);

export type Generator = {
  vocabulary: string[];
  word: () => string;
  /** Text of `words` words in sentences and paragraphs. */
  text: (words: number) => string;
  title: () => string;
  random: () => number;
};

/** A title of 4–10 words that lean to rarer, telling ones (vocabulary ranks 50–5,050). */
export function tellingTitle(vocabulary: string[], random: () => number): string {
  const length = 4 + Math.floor(random() * 7);
  const words = Array.from(
    { length },
    () => vocabulary[50 + Math.floor(random() * 5000)] ?? 'story',
  );
  const title = words.join(' ');
  return title.charAt(0).toUpperCase() + title.slice(1);
}

export function generator(seed: number, vocabulary = buildVocabulary()): Generator {
  const random = seededRandom(seed);
  const table = zipfTable(vocabulary.length);
  const word = () => vocabulary[table[Math.floor(random() * table.length)] ?? 0] ?? 'the';
  const capital = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
  return {
    vocabulary,
    word,
    random,
    text(total) {
      const parts: string[] = [];
      let sentence = 0;
      for (let written = 0; written < total;) {
        const length = Math.min(total - written, 8 + Math.floor(random() * 13));
        const words = Array.from({ length }, word);
        words[0] = capital(words[0] ?? '');
        parts.push(`${words.join(' ')}.`);
        written += length;
        sentence += 1;
        parts.push(sentence % 5 === 0 ? '\n\n' : ' ');
      }
      return parts.join('').trim();
    },
    title: () => tellingTitle(vocabulary, random),
  };
}

/**
 * Inserts `total` articles, each with its own extracted content (800–3,000 words), every 10th
 * one the reader's, in batches of one transaction each; the triggers index them as they go.
 */
export async function seedSearchArticles(
  db: Db,
  readerId: string,
  total: number,
  onProgress: (done: number) => void = () => undefined,
  gen: Generator = generator(42),
): Promise<void> {
  const batch = 250;
  for (let start = 0; start < total; start += batch) {
    const contents: NewExtractedContentRow[] = [];
    const articles: NewArticleRow[] = [];
    const tags: Insertable<ArticleTagsTable>[] = [];
    for (let i = start; i < Math.min(total, start + batch); i += 1) {
      const slot = articleSlot(i, readerId);
      const text = gen.text(800 + Math.floor(gen.random() * 2201));
      const own = [
        ...new Set(
          Array.from(
            { length: i % 4 },
            (_, k) => SEARCH_TAGS[(i * 7 + k * 13) % SEARCH_TAGS.length] ?? 'read',
          ),
        ),
      ];
      contents.push({
        id: slot.contentId,
        url: slot.url,
        url_key: slot.url,
        title: gen.title(),
        // The HTML is not searched; a short one keeps the seeding quick.
        content: `<p>${text.slice(0, 300)}</p>`,
        text_content: text,
        excerpt: text.slice(0, 200),
        site_name: SITES[i % SITES.length] ?? null,
        length: text.length,
        extracted_at: slot.createdAt,
        shareable: 1,
      });
      const rows = articleRows(slot, own);
      articles.push(rows.article);
      tags.push(...rows.tags);
    }
    await db.kysely.transaction().execute(async (trx) => {
      await trx.insertInto('extracted_content').values(contents).execute();
      await trx.insertInto('articles').values(articles).execute();
      if (tags.length) await trx.insertInto('article_tags').values(tags).execute();
    });
    onProgress(Math.min(total, start + batch));
  }
  // As autovacuum would leave a live PostgreSQL server: statistics gathered, and the GIN index's
  // pending list of new entries merged (a bulk load leaves it long, and planners then avoid it).
  await sql.raw(db.dialect === 'postgres' ? 'vacuum analyze' : 'analyze').execute(db.kysely);
}
