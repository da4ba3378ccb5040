/**
 * The workbench's own interface text in the five languages. It is a developer tool that only
 * Storybook loads, so its strings live here, typed, instead of in the app's translation files (which
 * the app fetches at run time). State, event and guard names stay code names in every language.
 */
import { intlLocale } from '../i18n/format';
import type { Language } from '../i18n/language';

export interface WorkbenchStrings {
  diagramTitle: (machine: string) => string;
  diagramDescription: string;
  layingOut: string;
  layoutFailed: string;
  machineWide: string;
  activeState: string;
  events: string;
  payloadOf: (event: string) => string;
  invalidPayload: string;
  noEvents: string;
  clock: string;
  now: (ms: string) => string;
  plus100: string;
  plus1s: string;
  nextTimer: string;
  nextTimerAt: (ms: string) => string;
  noTimer: string;
  reset: string;
  context: string;
  noContext: string;
  log: string;
  logEmpty: string;
  startFailed: (state: string) => string;
  ms: (ms: string) => string;
}

const en: WorkbenchStrings = {
  diagramTitle: (machine) => `Statechart of ${machine}`,
  diagramDescription:
    'States are boxes, nested states sit inside their parents, a dot points at each initial state, final states have a double border; active states are highlighted.',
  layingOut: 'Laying out the diagram…',
  layoutFailed: 'The diagram could not be laid out:',
  machineWide: 'In any state',
  activeState: 'Active state',
  events: 'Events',
  payloadOf: (event) => `Payload of ${event} (JSON)`,
  invalidPayload: 'Not valid JSON',
  noEvents: 'This machine takes no events.',
  clock: 'Simulated clock',
  now: (ms) => `Time: ${ms} ms`,
  plus100: '+100 ms',
  plus1s: '+1 s',
  nextTimer: 'Next timer',
  nextTimerAt: (ms) => `Next timer at ${ms} ms`,
  noTimer: 'No timer scheduled',
  reset: 'Reset',
  context: 'Context',
  noContext: 'No context',
  log: 'Event log',
  logEmpty: 'No events yet.',
  startFailed: (state) => `Could not reach the state ${state}.`,
  ms: (ms) => `${ms} ms`,
};

const strings: Record<Language, WorkbenchStrings> = {
  en,
  zh: {
    diagramTitle: (machine) => `${machine} 的状态图`,
    diagramDescription:
      '状态以方框表示，子状态位于父状态内，圆点指向初始状态，终止状态带双边框；当前状态高亮显示。',
    layingOut: '正在布局状态图…',
    layoutFailed: '无法布局状态图：',
    machineWide: '任意状态下',
    activeState: '当前状态',
    events: '事件',
    payloadOf: (event) => `${event} 的参数（JSON）`,
    invalidPayload: 'JSON 无效',
    noEvents: '此状态机不接收事件。',
    clock: '模拟时钟',
    now: (ms) => `时间：${ms} 毫秒`,
    plus100: '+100 毫秒',
    plus1s: '+1 秒',
    nextTimer: '下一个定时器',
    nextTimerAt: (ms) => `下一个定时器：${ms} 毫秒`,
    noTimer: '没有计划中的定时器',
    reset: '重置',
    context: '上下文',
    noContext: '无上下文',
    log: '事件日志',
    logEmpty: '尚无事件。',
    startFailed: (state) => `无法到达状态 ${state}。`,
    ms: (ms) => `${ms} 毫秒`,
  },
  ar: {
    diagramTitle: (machine) => `مخطط حالات ${machine}`,
    diagramDescription:
      'الحالات مربعات، والحالات الفرعية داخل الحالة الأم، وتشير نقطة إلى كل حالة ابتدائية، وللحالات النهائية إطار مزدوج؛ الحالات النشطة مميزة.',
    layingOut: 'جارٍ رسم المخطط…',
    layoutFailed: 'تعذّر رسم المخطط:',
    machineWide: 'في أي حالة',
    activeState: 'الحالة النشطة',
    events: 'الأحداث',
    payloadOf: (event) => `بيانات ${event} (JSON)`,
    invalidPayload: 'صيغة JSON غير صالحة',
    noEvents: 'لا تستقبل هذه الآلة أي أحداث.',
    clock: 'الساعة المحاكاة',
    now: (ms) => `الوقت: ${ms} ملي ثانية`,
    plus100: '+100 ملي ثانية',
    plus1s: '+1 ثانية',
    nextTimer: 'المؤقت التالي',
    nextTimerAt: (ms) => `المؤقت التالي عند ${ms} ملي ثانية`,
    noTimer: 'لا يوجد مؤقت مجدول',
    reset: 'إعادة الضبط',
    context: 'السياق',
    noContext: 'لا يوجد سياق',
    log: 'سجل الأحداث',
    logEmpty: 'لا توجد أحداث بعد.',
    startFailed: (state) => `تعذر الوصول إلى الحالة ${state}.`,
    ms: (ms) => `${ms} ملي ثانية`,
  },
  es: {
    diagramTitle: (machine) => `Diagrama de estados de ${machine}`,
    diagramDescription:
      'Los estados son cajas, los estados anidados están dentro de su padre, un punto señala cada estado inicial y los finales tienen doble borde; los estados activos se resaltan.',
    layingOut: 'Dibujando el diagrama…',
    layoutFailed: 'No se pudo dibujar el diagrama:',
    machineWide: 'En cualquier estado',
    activeState: 'Estado activo',
    events: 'Eventos',
    payloadOf: (event) => `Datos de ${event} (JSON)`,
    invalidPayload: 'JSON no válido',
    noEvents: 'Esta máquina no recibe eventos.',
    clock: 'Reloj simulado',
    now: (ms) => `Tiempo: ${ms} ms`,
    plus100: '+100 ms',
    plus1s: '+1 s',
    nextTimer: 'Siguiente temporizador',
    nextTimerAt: (ms) => `Siguiente temporizador a los ${ms} ms`,
    noTimer: 'Ningún temporizador programado',
    reset: 'Reiniciar',
    context: 'Contexto',
    noContext: 'Sin contexto',
    log: 'Registro de eventos',
    logEmpty: 'Aún no hay eventos.',
    startFailed: (state) => `No se pudo llegar al estado ${state}.`,
    ms: (ms) => `${ms} ms`,
  },
  ru: {
    diagramTitle: (machine) => `Диаграмма состояний ${machine}`,
    diagramDescription:
      'Состояния показаны блоками, вложенные — внутри родительских, точка указывает на начальное состояние, у конечных двойная рамка; активные состояния выделены.',
    layingOut: 'Строим диаграмму…',
    layoutFailed: 'Не удалось построить диаграмму:',
    machineWide: 'В любом состоянии',
    activeState: 'Активное состояние',
    events: 'События',
    payloadOf: (event) => `Данные ${event} (JSON)`,
    invalidPayload: 'Некорректный JSON',
    noEvents: 'Этот автомат не принимает событий.',
    clock: 'Модельные часы',
    now: (ms) => `Время: ${ms} мс`,
    plus100: '+100 мс',
    plus1s: '+1 с',
    nextTimer: 'Следующий таймер',
    nextTimerAt: (ms) => `Следующий таймер в ${ms} мс`,
    noTimer: 'Таймеров нет',
    reset: 'Сбросить',
    context: 'Контекст',
    noContext: 'Контекста нет',
    log: 'Журнал событий',
    logEmpty: 'Событий пока нет.',
    startFailed: (state) => `Не удалось попасть в состояние ${state}.`,
    ms: (ms) => `${ms} мс`,
  },
};

export function workbenchStrings(language: Language): WorkbenchStrings {
  return strings[language];
}

/** Milliseconds as the language writes numbers (Latin digits in Arabic, like the rest of the app). */
export function formatMs(ms: number, language: Language): string {
  return new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 0 }).format(ms);
}
