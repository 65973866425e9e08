import { hash32, prng } from '../store/hash';
import type { ModelRecord } from '../store/models';

/**
 * A plausible, deterministic reply: the same model and messages always give the same text. The last user
 * message picks the language (Swedish when it looks Swedish) and lends the reply its topic.
 */

const SWEDISH = /[åäö]|\b(och|är|jag|hej|vad|hur|på|inte|det|kan|du|vi)\b/i;
const STOPWORDS = new Set(
  'about above after again also because been before being could does doing each from have having here into just more most only other over same should some such than that their them then there these they this those through under very what when where which while with would your please tell explain write give make'.split(
    ' ',
  ),
);

const EN = {
  openers: [
    'Sure, here is a short answer.',
    'Good question.',
    'Here is how I would approach it.',
    'Happy to help with that.',
  ],
  body: [
    'When it comes to {topic}, start from a clear goal and measure what matters.',
    'A practical first step is to list the constraints around {topic} and check them one by one.',
    'Your data stays inside the EU: this model runs in {region}, so nothing leaves the region.',
    'For production use, add retries with backoff and log the request id of every call.',
    'Smaller models are often fast enough; try one and compare the results with a larger one.',
    '{Topic} is easier to reason about when you split it into small, testable parts.',
    'If latency matters, stream the answer and show the first words as soon as they arrive.',
    'Cache answers to repeated questions: it saves both time and tokens.',
    'Write down what a good answer looks like before you tune prompts for {topic}.',
  ],
  closers: [
    'Let me know if you want a more detailed example.',
    'I hope that helps!',
    'Shall I go deeper into any of these points?',
  ],
  fallbackTopic: 'this',
};

const SV = {
  openers: [
    'Visst, här är ett kort svar.',
    'Bra fråga.',
    'Så här skulle jag göra.',
    'Det hjälper jag gärna till med.',
  ],
  body: [
    'När det gäller {topic} är det klokt att börja med ett tydligt mål och mäta det som spelar roll.',
    'Ett första steg är att lista begränsningarna kring {topic} och pröva dem en i taget.',
    'Dina data stannar inom EU: modellen körs i {region}, så ingenting lämnar regionen.',
    'I produktion bör du lägga till omförsök med backoff och logga varje anrops id.',
    'Mindre modeller räcker ofta; prova en och jämför resultatet med en större.',
    '{Topic} blir lättare att resonera om när du delar upp det i små, testbara delar.',
    'Om svarstiden är viktig, strömma svaret och visa de första orden direkt.',
  ],
  closers: [
    'Säg till om du vill ha ett mer detaljerat exempel.',
    'Hoppas det hjälper!',
    'Vill du att jag går djupare in på något av stegen?',
  ],
  fallbackTopic: 'detta',
};

function topicOf(text: string, fallback: string): string {
  const words = (text.toLowerCase().match(/[\p{L}][\p{L}\p{N}-]{3,}/gu) ?? []).filter(
    (w) => !STOPWORDS.has(w),
  );
  return words.slice(0, 3).join(' ') || fallback;
}

export function generateReply(
  model: ModelRecord,
  messages: readonly { role: string; content: string }[],
): string {
  const last =
    [...messages].reverse().find((m) => m.role === 'user')?.content ?? messages.at(-1)?.content ?? '';
  const random = prng(hash32(`${model.id}\u0000${JSON.stringify(messages)}`));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] ?? items[0]!;
  const corpus = SWEDISH.test(last) ? SV : EN;
  const topic = topicOf(last, corpus.fallbackTopic);
  const fill = (sentence: string) =>
    sentence
      .replaceAll('{topic}', topic)
      .replaceAll('{Topic}', topic.charAt(0).toUpperCase() + topic.slice(1))
      .replaceAll('{region}', model.region);

  const body = [...corpus.body].sort(() => random() - 0.5).slice(0, 2 + Math.floor(random() * 3));
  const sentences = [pick(corpus.openers), ...body.map(fill)];
  if (random() < 0.6) sentences.push(pick(corpus.closers));
  return sentences.join(' ');
}
