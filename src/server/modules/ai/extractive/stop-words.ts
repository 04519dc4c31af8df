// Function words that say nothing about what a passage is about, per language, already folded
// (lower case, accents off, ß as ss) so they compare with tokens from `tokenize`.

const EN = `a about above after again against all almost also although always am among an and
another any anyone anything are aren around as at be became because become been before being
below between both but by can cannot could couldn did didn do does doesn doing don done down
during each either else enough even ever every few for from further had hadn has hasn have
haven having he her here hers herself him himself his how however i if in into is isn it its
itself just least less let ll may me might mine more most much must my myself neither no nor
not now of off often on once one only onto or other others our ours ourselves out over own
per quite rather re really s same shall she should shouldn since so some something still such
t than that the their theirs them themselves then there these they this those though through
thus to too toward towards under until up upon us ve very via was wasn we were weren what
whatever when whenever where whether which while who whom whose why will with within without
well won would wouldn yet you your yours yourself yourselves`;

const DE = `aber alle allem allen aller alles als also am an andere anderen anderer anderes auch
auf aus bei beim bin bis bist da dabei dadurch dafur dagegen daher damit dann dar daran darauf
daraus darin darum das dass dazu dem den denen denn der deren derer des deshalb dessen die dies
diese diesem diesen dieser dieses doch dort du durch ein eine einem einen einer eines er es
etwa euch euer fur gegen gewesen hab habe haben hat hatte hatten hier hin hinter ich ihm ihn
ihnen ihr ihre ihrem ihren ihrer ihres im immer in indem ins ist ja jede jedem jeden jeder
jedes jedoch jene jenem jenen jener jenes kann kein keine keinem keinen keiner konnen konnte
man manche mehr mein meine mich mir mit muss musste nach nicht nichts noch nun nur ob oder
ohne schon sehr sei seid sein seine seinem seinen seiner seit sich sie sind so solche soll
sollen sollte sondern sowie uber um und uns unser unter viel vom von vor wahrend war waren
warst was weil weiter welche welchem welchen welcher welches wenn wer werde werden wie wieder
will wir wird wirst wo wurde wurden zu zum zur zwar zwischen`;

const ES = `a al algo algunas algunos ante antes como con contra cual cuando de del desde donde
durante e el ella ellas ellos en entre era eran es esa esas ese eso esos esta estaba estan
estas este esto estos fue fueron ha hay la las le les lo los mas me mi mis muy ni no nos o
otra otro para pero por porque que quien se sea ser si sin sobre son su sus tambien te tiene
todo todos tu un una uno unos y ya yo`;

const FR = `a au aux avec c ce ces cet cette comme d dans de des du elle elles en est et etait
eu il ils j je l la le les leur leurs lui m ma mais me meme mes moi mon n ne nos notre nous on
ont ou par pas plus pour qu que qui s sa sans se ses si son sont sur ta te tes toi ton tres tu
un une vos votre vous y`;

/** Words that only frame a question ("What does the article say about …"). */
const QUESTION_EN = `answer article author describe explain happen happens happened know long
many mean means mention mentioned mentions often post say said says story tell text think well
writer`;
const QUESTION_DE = `artikel autor autorin beschreibt erklart erwahnt sagt steht text warum wann
wieso weshalb`;
const QUESTION_ES = `articulo autor dice explica menciona texto`;
const QUESTION_FR = `article auteur dit explique mentionne texte pourquoi quand comment quel quelle
quels quelles`;

/** Common words that are poor tags although they are not function words. */
const GENERAL_EN = `able actually already back best better big called come comes day days
different does done each early easy end example far feel find first get gets getting give
given go goes going good got great high however important include including instead keep
kind know large last later like likely little long look lot lots made make makes making many
matter matters move moves said told asked added according believe learn write wrote
written stand tell call try help stop turn become seem feel leave bring begin provide
mean means need needs new next number old part people place point put right says second see
seem set show side small someone sometimes start still sure take thing things think third time
times today together took top try two three four five six seven eight nine ten use used uses
using want way ways well went whole work year years yes`;
const GENERAL_DE = `beispiel bereits dafur damals derzeit drei eins erst erste ersten etwas ganz
gibt gut heute jahr jahre jahren kommt lange laut letzten mal mehrere neue neuen rund sagte
sagen seit sowohl uhr viele vier weitere weiteren wenig zwei zeit`;

const words = (list: string) => list.split(/\s+/).filter(Boolean);

export const STOP_WORDS: Record<string, ReadonlySet<string>> = {
  en: new Set(words(EN)),
  de: new Set(words(DE)),
  es: new Set(words(ES)),
  fr: new Set(words(FR)),
};

/** Every list together, for text whose language is unknown. */
export const ALL_STOP_WORDS: ReadonlySet<string> = new Set(
  Object.values(STOP_WORDS).flatMap((set) => [...set]),
);

export const QUESTION_WORDS: ReadonlySet<string> = new Set([
  ...words(QUESTION_EN),
  ...words(QUESTION_DE),
  ...words(QUESTION_ES),
  ...words(QUESTION_FR),
]);

export const GENERAL_WORDS: ReadonlySet<string> = new Set([
  ...words(GENERAL_EN),
  ...words(GENERAL_DE),
]);

/** Chinese and Japanese single characters and short kana words that carry grammar only. */
export const CJK_STOP_WORDS: ReadonlySet<string> = new Set(
  words(`的 了 是 在 和 有 也 就 都 而 及 与 这 那 我 你 他 她 它 们 个 一 不 上 下 中 为 以 于 对 从
  把 被 让 但 并 或 又 很 还 其 之 等 所 此 该 将 已 各 每 如 若 则 会 能 要 可 着 过 吗 呢 吧 啊`),
);

/** The stop words for a BCP 47 tag: its language's list, or every list when it is unknown. */
export function stopWordsFor(language: string | null): ReadonlySet<string> {
  const base = baseLanguage(language);
  if (base === null) return ALL_STOP_WORDS;
  return STOP_WORDS[base] ?? STOP_WORDS.en!;
}

export function baseLanguage(language: string | null): string | null {
  if (!language) return null;
  const base = language.split(/[-_]/)[0]!.toLowerCase();
  return base || null;
}
