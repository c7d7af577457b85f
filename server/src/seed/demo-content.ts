import type { Core, UID } from '@strapi/strapi';
import { uploadGeneratedImages, type ImageSpec } from './images';
import { PARTNERS } from './content/partners';
import { PROJECTS, projectDescription, runningDays, votingDays } from './content/projects';
import { REWARDS, rewardDates, rewardTerms } from './content/rewards';
import { BANNER, CHALLENGES, HOME_SECTIONS, NEWS, newsContent, newsDate } from './content/editorial';
import { demoNow } from './content/dates';
import { rememberDemoDates, type DemoDocument } from './demo-dates';

/**
 * Which demo content a database holds. A bump seeds an empty database with the new content; a
 * database that already has projects only gets the new marker (nothing is added twice, nothing an
 * editor wrote is overwritten). 2: truthful texts, every status, prizes and draw dates, dates that
 * follow the day the server starts.
 */
const DEMO_CONTENT_VERSION = 2;
const MARKER = { type: 'core', name: 'chispa', key: 'demo-content-version' } as const;

type Data = Record<string, unknown>;

function imageSpecs(): ImageSpec[] {
  const specs: ImageSpec[] = [];
  for (const p of PARTNERS) specs.push({ name: `partner-${p.key}`, label: p.name, width: 600, height: 600, hue: p.hue });
  for (const p of PROJECTS) {
    specs.push({ name: `project-${p.key}`, label: p.es.name.split(':')[0]!, width: 1200, height: 600, hue: p.hue });
    for (let i = 1; i <= (p.gallery ?? 0); i += 1) {
      specs.push({ name: `project-${p.key}-${i}`, label: `${p.location} · ${i}`, width: 800, height: 600, hue: (p.hue + 25 * i) % 360 });
    }
  }
  for (const r of REWARDS) specs.push({ name: `reward-${r.key}`, label: r.es.title, width: 800, height: 600, hue: r.hue });
  for (const c of CHALLENGES) specs.push({ name: `challenge-${c.kind}`, label: `+${c.dids} DIDs`, width: 400, height: 400, hue: c.hue });
  for (const n of NEWS) specs.push({ name: `news-${n.key}`, label: n.es[0], width: 1200, height: 600, hue: n.hue });
  specs.push(
    { name: 'banner-desktop', label: BANNER.es.title, width: 1600, height: 400, hue: 18 },
    { name: 'banner-mobile', label: 'Chispa Premium', width: 800, height: 600, hue: 18 },
    { name: 'home1-desktop', label: HOME_SECTIONS[1].es.title, width: 1600, height: 700, hue: 25 },
    { name: 'home1-mobile', label: HOME_SECTIONS[1].es.title, width: 800, height: 1000, hue: 25 },
    { name: 'home2-desktop', label: 'DIDs', width: 1600, height: 700, hue: 260 },
    { name: 'home2-mobile', label: 'DIDs', width: 800, height: 1000, hue: 260 },
  );
  return specs;
}

/** Demo partners, projects, rewards, challenges, news, banner and home sections, in es and en. */
export async function seedDemoContent(strapi: Core.Strapi) {
  if ((await strapi.store.get(MARKER)) === DEMO_CONTENT_VERSION) return;
  if (await strapi.db.query('api::project.project').count()) {
    // Content exists that the marker does not know about (made by editors): leave it alone.
    await strapi.store.set({ ...MARKER, value: DEMO_CONTENT_VERSION });
    return;
  }

  const now = demoNow();
  const written: DemoDocument[] = [];
  const images = await uploadGeneratedImages(strapi, imageSpecs());
  const image = (name: string) => images.get(name)!;

  async function localized(uid: UID.ContentType, shared: Data, es: Data, en: Data): Promise<string> {
    const documents = strapi.documents(uid);
    const created = await documents.create({ locale: 'es', status: 'published', data: { ...shared, ...es } });
    await documents.update({ documentId: created.documentId, locale: 'en', status: 'published', data: { ...shared, ...en } });
    return created.documentId;
  }

  const partners = new Map<string, string>();
  for (const p of PARTNERS) {
    const id = await localized('api::partner.partner', { name: p.name, imagePath: image(`partner-${p.key}`) }, { description_rt: p.es }, { description_rt: p.en });
    partners.set(p.key, id);
  }

  const rewards = new Map<string, string>();
  for (const r of REWARDS) {
    const shared = {
      cost: r.cost,
      prizes: r.prizes,
      ...rewardDates(r, now),
      image: image(`reward-${r.key}`),
      thumbnailImage: image(`reward-${r.key}`),
      ...(r.entryRequirement ? { entryRequirement: r.entryRequirement } : {}),
    };
    const id = await localized(
      'api::reward.reward',
      shared,
      { ...r.es, terms_conditions: r.terms ? rewardTerms('es') : null },
      { ...r.en, terms_conditions: r.terms ? rewardTerms('en') : null },
    );
    rewards.set(r.key, id);
    written.push({ kind: 'reward', key: r.key, documentId: id });
  }

  for (const p of PROJECTS) {
    const gallery = Array.from({ length: p.gallery ?? 0 }, (_, i) => image(`project-${p.key}-${i + 1}`));
    const shared = {
      location: p.location,
      currentstatus: p.status,
      project_type: p.type,
      card_visible: true,
      videoUrl: p.videoUrl ?? null,
      mainImage: image(`project-${p.key}`),
      images: [image(`project-${p.key}`), ...gallery],
      gallery,
      partner: partners.get(p.partner),
      reward: p.reward ? rewards.get(p.reward) : null,
      ...(p.voteRequirement ? { voteRequirement: p.voteRequirement } : {}),
      ...votingDays(p, now),
      ...runningDays(p, now),
    };
    const texts = (t: typeof p.es, lang: 'es' | 'en') => {
      const { body: _body, ...fields } = t;
      return { ...fields, description_rt: projectDescription(t, lang) };
    };
    const id = await localized('api::project.project', shared, texts(p.es, 'es'), texts(p.en, 'en'));
    written.push({ kind: 'project', key: p.key, documentId: id });
  }

  for (const c of CHALLENGES) {
    await localized(
      'api::challenge.challenge',
      { kind: c.kind, dids: c.dids, imagePath: image(`challenge-${c.kind}`) },
      { title: c.es[0], description: c.es[1] },
      { title: c.en[0], description: c.en[1] },
    );
  }

  for (const n of NEWS) {
    const id = await localized(
      'api::news.news-post',
      { ...newsDate(n, now), image: image(`news-${n.key}`) },
      { title: n.es[0], excerpt: n.es[1], content_rt: newsContent(n.es[1], 'es') },
      { title: n.en[0], excerpt: n.en[1], content_rt: newsContent(n.en[1], 'en') },
    );
    written.push({ kind: 'news', key: n.key, documentId: id });
  }

  await localized('api::banner-configuration.banner-configuration', { enabled: true, desktopImage: image('banner-desktop'), mobileImage: image('banner-mobile') }, BANNER.es, BANNER.en);
  const section1 = HOME_SECTIONS[1];
  await localized('api::home-section1.home-section1', { videoUrlDesktop: section1.videoUrlDesktop, videoUrlMobile: section1.videoUrlMobile, imageDesktop: image('home1-desktop'), imageMobile: image('home1-mobile') }, section1.es, section1.en);
  await localized('api::home-section2.home-section2', { imageDesktop: image('home2-desktop'), imageMobile: image('home2-mobile') }, HOME_SECTIONS[2].es, HOME_SECTIONS[2].en);

  await rememberDemoDates(strapi, written, now);
  await strapi.store.set({ ...MARKER, value: DEMO_CONTENT_VERSION });
}
