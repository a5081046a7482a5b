/*
 * The synastry widget: put on a page with one tag,
 *
 *   <script src="https://API/widget/synastry.js" data-widget-id="WIDGET_ID" data-api-key="BROWSER_KEY" async></script>
 *
 * It draws, right after the tag (or inside the element named by data-target), a form for two
 * births with place search, calls POST /api/widget-api/synastry/{widgetId} from the page (so the
 * request carries the page's Origin, which the key's allowed domains are checked against) and
 * shows the score, its breakdown, the bi-wheel chart, the aspects, house overlays, composite and
 * Davison charts, as the widget's settings choose. Plain JavaScript, no dependencies; everything
 * lives in a shadow root so that the page's styles and the widget's do not mix.
 *
 * Optional attributes: data-target (CSS selector of the element to fill), data-language (language
 * of messages shown before the widget's settings are loaded), data-api-version (sent as
 * X-Api-Version; default the date whose shapes this script reads, WIDGET_API_VERSION).
 */
// @ts-check
(function () {
  var CSS = __WIDGET_CSS__;
  /** The compatibility date this script is written for (chart points keyed by id), sent unless the tag names one. */
  var WIDGET_API_VERSION = '2026-11-28';

  var UI = {
    en: {
      person1: 'First person',
      person2: 'Second person',
      name: 'Name (optional)',
      date: 'Birth date',
      time: 'Birth time',
      timeHint: 'Local time at the birth place.',
      timeUnknown: 'Birth time unknown',
      place: 'Birth place',
      placeHint: 'Type at least 2 letters and choose a place.',
      placeManual: 'Enter the place name, coordinates and time zone.',
      advanced: 'Coordinates and time zone',
      advancedHint: 'Filled in when you choose a place; change them only for a place the search does not know.',
      latitude: 'Latitude',
      longitude: 'Longitude',
      timezone: 'Time zone',
      submit: 'Show compatibility',
      working: 'Calculating…',
      loading: 'Loading…',
      done: 'Results are shown below.',
      score: 'Compatibility',
      breakdown: 'By theme',
      chart: 'Chart',
      aspects: 'Aspects between the charts',
      overlays: 'House overlays',
      composite: 'Composite chart',
      davison: 'Davison chart',
      inHousesOf: '{a}’s planets in {b}’s houses',
      point: 'Point',
      position: 'Position',
      house: 'House',
      orb: 'orb',
      applying: 'applying',
      separating: 'separating',
      stationary: 'stationary',
      noPlaces: 'No place found.',
      compositeNote: 'Midpoints of both charts; houses from the composite Midheaven ({system}).',
      davisonNote: 'Cast for {instant} UTC, {place}.',
      errDomain:
        'This widget may not be used on this site ({host}). The site owner must add this domain to the API key’s allowed domains.',
      errKey: 'The widget’s API key is missing, invalid or disabled.',
      errWidget: 'This widget does not exist or is disabled.',
      errAccess: 'The widget’s API key may not do this: {detail}',
      errBusy: 'The service is busy; please try again in a moment.',
      errNetwork: 'The service could not be reached.',
      errInput: 'Please check the highlighted fields.',
      errSetup: 'The widget tag needs data-widget-id and data-api-key.',
      errUnavailable: 'This widget is not available at the moment. Please contact the site owner.',
      errDate: 'Enter the birth date.',
      errDateRange: 'Enter a date between 1800 and 2400.',
      errTime: 'Enter the birth time, or tick “Birth time unknown”.',
      errPlace: 'Choose the birth place from the list.',
      errLatitude: 'Enter a latitude between −90 and 90.',
      errLongitude: 'Enter a longitude between −180 and 180.',
      errTimezone: 'Time zone not recognised: choose the place from the list.',
      errName: 'The name is too long.',
      showAll: 'Show all {n} contacts',
      showFewer: 'Show the closest {n} only',
      outOf: 'out of 100',
      uncertain: 'uncertain',
      noonNote:
        '{name}: birth time unknown, so the chart is cast for noon. Houses, angles and the Moon’s exact position are uncertain.',
      between: 'midway between {a} and {b}',
    },
    es: {
      person1: 'Primera persona',
      person2: 'Segunda persona',
      name: 'Nombre (opcional)',
      date: 'Fecha de nacimiento',
      time: 'Hora de nacimiento',
      timeHint: 'Hora local del lugar de nacimiento.',
      timeUnknown: 'Hora de nacimiento desconocida',
      place: 'Lugar de nacimiento',
      placeHint: 'Escribe al menos 2 letras y elige un lugar.',
      placeManual: 'Introduce el lugar, las coordenadas y la zona horaria.',
      advanced: 'Coordenadas y zona horaria',
      advancedHint: 'Se rellenan al elegir un lugar; cámbialas solo para un lugar que la búsqueda no conoce.',
      latitude: 'Latitud',
      longitude: 'Longitud',
      timezone: 'Zona horaria',
      submit: 'Ver compatibilidad',
      working: 'Calculando…',
      loading: 'Cargando…',
      done: 'Los resultados se muestran abajo.',
      score: 'Compatibilidad',
      breakdown: 'Por tema',
      chart: 'Carta',
      aspects: 'Aspectos entre las cartas',
      overlays: 'Superposición de casas',
      composite: 'Carta compuesta',
      davison: 'Carta Davison',
      inHousesOf: 'Planetas de {a} en las casas de {b}',
      point: 'Punto',
      position: 'Posición',
      house: 'Casa',
      orb: 'orbe',
      applying: 'aplicativo',
      separating: 'separativo',
      stationary: 'estacionario',
      noPlaces: 'No se encontró ningún lugar.',
      compositeNote: 'Puntos medios de ambas cartas; casas desde el Medio Cielo compuesto ({system}).',
      davisonNote: 'Calculada para {instant} UTC, {place}.',
      errDomain:
        'Este widget no puede usarse en este sitio ({host}). El propietario debe añadir este dominio a los dominios permitidos de la clave.',
      errKey: 'La clave API del widget falta, no es válida o está desactivada.',
      errWidget: 'Este widget no existe o está desactivado.',
      errAccess: 'La clave API del widget no lo permite: {detail}',
      errBusy: 'El servicio está ocupado; inténtalo de nuevo en un momento.',
      errNetwork: 'No se pudo contactar con el servicio.',
      errInput: 'Revisa los campos marcados.',
      errSetup: 'La etiqueta del widget necesita data-widget-id y data-api-key.',
      errUnavailable: 'Este widget no está disponible en este momento. Contacta con el propietario del sitio.',
      errDate: 'Introduce la fecha de nacimiento.',
      errDateRange: 'Introduce una fecha entre 1800 y 2400.',
      errTime: 'Introduce la hora de nacimiento o marca «Hora de nacimiento desconocida».',
      errPlace: 'Elige el lugar de nacimiento de la lista.',
      errLatitude: 'Introduce una latitud entre −90 y 90.',
      errLongitude: 'Introduce una longitud entre −180 y 180.',
      errTimezone: 'Zona horaria no reconocida: elige el lugar de la lista.',
      errName: 'El nombre es demasiado largo.',
      showAll: 'Mostrar los {n} contactos',
      showFewer: 'Mostrar solo los {n} más exactos',
      outOf: 'de 100',
      uncertain: 'incierto',
      noonNote:
        '{name}: hora de nacimiento desconocida, la carta se calcula para el mediodía. Las casas, los ángulos y la posición exacta de la Luna son inciertos.',
      between: 'a medio camino entre {a} y {b}',
    },
    de: {
      person1: 'Erste Person',
      person2: 'Zweite Person',
      name: 'Name (optional)',
      date: 'Geburtsdatum',
      time: 'Geburtszeit',
      timeHint: 'Ortszeit am Geburtsort.',
      timeUnknown: 'Geburtszeit unbekannt',
      place: 'Geburtsort',
      placeHint: 'Mindestens 2 Buchstaben tippen und einen Ort wählen.',
      placeManual: 'Ort, Koordinaten und Zeitzone eingeben.',
      advanced: 'Koordinaten und Zeitzone',
      advancedHint: 'Werden beim Wählen eines Ortes ausgefüllt; nur für einen Ort ändern, den die Suche nicht kennt.',
      latitude: 'Breite',
      longitude: 'Länge',
      timezone: 'Zeitzone',
      submit: 'Kompatibilität anzeigen',
      working: 'Wird berechnet…',
      loading: 'Wird geladen…',
      done: 'Die Ergebnisse stehen unten.',
      score: 'Kompatibilität',
      breakdown: 'Nach Thema',
      chart: 'Horoskop',
      aspects: 'Aspekte zwischen den Horoskopen',
      overlays: 'Häuserüberlagerung',
      composite: 'Composit',
      davison: 'Davison-Horoskop',
      inHousesOf: 'Planeten von {a} in den Häusern von {b}',
      point: 'Punkt',
      position: 'Stellung',
      house: 'Haus',
      orb: 'Orbis',
      applying: 'applikativ',
      separating: 'separativ',
      stationary: 'stationär',
      noPlaces: 'Kein Ort gefunden.',
      compositeNote: 'Halbsummen beider Horoskope; Häuser vom Composit-MC aus ({system}).',
      davisonNote: 'Berechnet für {instant} UTC, {place}.',
      errDomain:
        'Dieses Widget darf auf dieser Website ({host}) nicht verwendet werden. Der Betreiber muss die Domain bei den erlaubten Domains des API-Schlüssels eintragen.',
      errKey: 'Der API-Schlüssel des Widgets fehlt, ist ungültig oder deaktiviert.',
      errWidget: 'Dieses Widget gibt es nicht oder es ist deaktiviert.',
      errAccess: 'Der API-Schlüssel des Widgets erlaubt das nicht: {detail}',
      errBusy: 'Der Dienst ist ausgelastet; bitte gleich noch einmal versuchen.',
      errNetwork: 'Der Dienst ist nicht erreichbar.',
      errInput: 'Bitte die markierten Felder prüfen.',
      errSetup: 'Das Widget-Tag braucht data-widget-id und data-api-key.',
      errUnavailable: 'Dieses Widget ist gerade nicht verfügbar. Bitte wende dich an den Betreiber der Website.',
      errDate: 'Bitte das Geburtsdatum eingeben.',
      errDateRange: 'Bitte ein Datum zwischen 1800 und 2400 eingeben.',
      errTime: 'Bitte die Geburtszeit eingeben oder „Geburtszeit unbekannt“ ankreuzen.',
      errPlace: 'Bitte den Geburtsort aus der Liste wählen.',
      errLatitude: 'Bitte eine Breite zwischen −90 und 90 eingeben.',
      errLongitude: 'Bitte eine Länge zwischen −180 und 180 eingeben.',
      errTimezone: 'Zeitzone nicht erkannt: bitte den Ort aus der Liste wählen.',
      errName: 'Der Name ist zu lang.',
      showAll: 'Alle {n} Kontakte zeigen',
      showFewer: 'Nur die {n} engsten zeigen',
      outOf: 'von 100',
      uncertain: 'unsicher',
      noonNote:
        '{name}: Geburtszeit unbekannt, das Horoskop ist für 12 Uhr mittags berechnet. Häuser, Achsen und die genaue Stellung des Mondes sind unsicher.',
      between: 'auf halbem Weg zwischen {a} und {b}',
    },
    fr: {
      person1: 'Première personne',
      person2: 'Deuxième personne',
      name: 'Nom (facultatif)',
      date: 'Date de naissance',
      time: 'Heure de naissance',
      timeHint: 'Heure locale du lieu de naissance.',
      timeUnknown: 'Heure de naissance inconnue',
      place: 'Lieu de naissance',
      placeHint: 'Tapez au moins 2 lettres et choisissez un lieu.',
      placeManual: 'Indiquez le lieu, les coordonnées et le fuseau horaire.',
      advanced: 'Coordonnées et fuseau horaire',
      advancedHint:
        'Ils se remplissent quand vous choisissez un lieu\u00a0; ne les modifiez que pour un lieu que la recherche ne connaît pas.',
      latitude: 'Latitude',
      longitude: 'Longitude',
      timezone: 'Fuseau horaire',
      submit: 'Voir la compatibilité',
      working: 'Calcul en cours…',
      loading: 'Chargement…',
      done: 'Les résultats s’affichent ci-dessous.',
      score: 'Compatibilité',
      breakdown: 'Par thème',
      chart: 'Thème',
      aspects: 'Aspects entre les thèmes',
      overlays: 'Superposition des maisons',
      composite: 'Thème composite',
      davison: 'Thème de Davison',
      inHousesOf: 'Planètes de {a} dans les maisons de {b}',
      point: 'Point',
      position: 'Position',
      house: 'Maison',
      orb: 'orbe',
      applying: 'appliquant',
      separating: 'séparant',
      stationary: 'stationnaire',
      noPlaces: 'Aucun lieu trouvé.',
      compositeNote: 'Points médians des deux thèmes\u00a0; maisons depuis le Milieu du Ciel composite ({system}).',
      davisonNote: 'Calculé pour le {instant} UTC, {place}.',
      errDomain:
        'Ce widget ne peut pas être utilisé sur ce site ({host}). Le propriétaire doit ajouter ce domaine aux domaines autorisés de la clé.',
      errKey: 'La clé API du widget est absente, invalide ou désactivée.',
      errWidget: 'Ce widget n’existe pas ou est désactivé.',
      errAccess: 'La clé API du widget ne le permet pas\u00a0: {detail}',
      errBusy: 'Le service est occupé\u00a0; réessayez dans un instant.',
      errNetwork: 'Impossible de joindre le service.',
      errInput: 'Vérifiez les champs signalés.',
      errSetup: 'La balise du widget a besoin de data-widget-id et de data-api-key.',
      errUnavailable: 'Ce widget n’est pas disponible pour le moment. Contactez le propriétaire du site.',
      errDate: 'Indiquez la date de naissance.',
      errDateRange: 'Indiquez une date entre 1800 et 2400.',
      errTime: 'Indiquez l’heure de naissance ou cochez «\u00a0Heure de naissance inconnue\u00a0».',
      errPlace: 'Choisissez le lieu de naissance dans la liste.',
      errLatitude: 'Indiquez une latitude entre −90 et 90.',
      errLongitude: 'Indiquez une longitude entre −180 et 180.',
      errTimezone: 'Fuseau horaire inconnu\u00a0: choisissez le lieu dans la liste.',
      errName: 'Le nom est trop long.',
      showAll: 'Afficher les {n} contacts',
      showFewer: 'N’afficher que les {n} plus exacts',
      outOf: 'sur 100',
      uncertain: 'incertain',
      noonNote:
        '{name}\u00a0: heure de naissance inconnue, le thème est calculé pour midi. Les maisons, les angles et la position exacte de la Lune sont incertains.',
      between: 'à mi-chemin entre {a} et {b}',
    },
    it: {
      person1: 'Prima persona',
      person2: 'Seconda persona',
      name: 'Nome (facoltativo)',
      date: 'Data di nascita',
      time: 'Ora di nascita',
      timeHint: 'Ora locale del luogo di nascita.',
      timeUnknown: 'Ora di nascita sconosciuta',
      place: 'Luogo di nascita',
      placeHint: 'Scrivi almeno 2 lettere e scegli un luogo.',
      placeManual: 'Inserisci il luogo, le coordinate e il fuso orario.',
      advanced: 'Coordinate e fuso orario',
      advancedHint: 'Si compilano scegliendo un luogo; modificale solo per un luogo che la ricerca non conosce.',
      latitude: 'Latitudine',
      longitude: 'Longitudine',
      timezone: 'Fuso orario',
      submit: 'Mostra la compatibilità',
      working: 'Calcolo in corso…',
      loading: 'Caricamento…',
      done: 'I risultati sono qui sotto.',
      score: 'Compatibilità',
      breakdown: 'Per tema',
      chart: 'Tema',
      aspects: 'Aspetti tra i temi',
      overlays: 'Sovrapposizione delle case',
      composite: 'Tema composito',
      davison: 'Tema Davison',
      inHousesOf: 'Pianeti di {a} nelle case di {b}',
      point: 'Punto',
      position: 'Posizione',
      house: 'Casa',
      orb: 'orbe',
      applying: 'applicativo',
      separating: 'separativo',
      stationary: 'stazionario',
      noPlaces: 'Nessun luogo trovato.',
      compositeNote: 'Punti medi dei due temi; case dal Medio Cielo composito ({system}).',
      davisonNote: 'Calcolato per {instant} UTC, {place}.',
      errDomain:
        'Questo widget non può essere usato su questo sito ({host}). Il proprietario deve aggiungere questo dominio ai domini consentiti della chiave.',
      errKey: 'La chiave API del widget manca, non è valida o è disattivata.',
      errWidget: 'Questo widget non esiste o è disattivato.',
      errAccess: 'La chiave API del widget non lo consente: {detail}',
      errBusy: 'Il servizio è occupato; riprova tra un momento.',
      errNetwork: 'Impossibile contattare il servizio.',
      errInput: 'Controlla i campi evidenziati.',
      errSetup: 'Il tag del widget richiede data-widget-id e data-api-key.',
      errUnavailable: 'Questo widget al momento non è disponibile. Contatta il proprietario del sito.',
      errDate: 'Inserisci la data di nascita.',
      errDateRange: 'Inserisci una data tra il 1800 e il 2400.',
      errTime: 'Inserisci l’ora di nascita o seleziona «Ora di nascita sconosciuta».',
      errPlace: 'Scegli il luogo di nascita dall’elenco.',
      errLatitude: 'Inserisci una latitudine tra −90 e 90.',
      errLongitude: 'Inserisci una longitudine tra −180 e 180.',
      errTimezone: 'Fuso orario non riconosciuto: scegli il luogo dall’elenco.',
      errName: 'Il nome è troppo lungo.',
      showAll: 'Mostra tutti i {n} contatti',
      showFewer: 'Mostra solo i {n} più esatti',
      outOf: 'su 100',
      uncertain: 'incerto',
      noonNote:
        '{name}: ora di nascita sconosciuta, il tema è calcolato per mezzogiorno. Le case, gli angoli e la posizione esatta della Luna sono incerti.',
      between: 'a metà strada tra {a} e {b}',
    },
    ja: {
      person1: '1人目',
      person2: '2人目',
      name: 'お名前（任意）',
      date: '生年月日',
      time: '出生時刻',
      timeHint: '出生地の現地時刻です。',
      timeUnknown: '出生時刻がわからない',
      place: '出生地',
      placeHint: '2文字以上入力して、場所を選んでください。',
      placeManual: '場所、座標、タイムゾーンを入力してください。',
      advanced: '座標とタイムゾーン',
      advancedHint: '場所を選ぶと自動で入ります。検索で見つからない場所のときだけ変更してください。',
      latitude: '緯度',
      longitude: '経度',
      timezone: 'タイムゾーン',
      submit: '相性を見る',
      working: '計算しています…',
      loading: '読み込んでいます…',
      done: '結果は下にあります。',
      score: '相性',
      breakdown: 'テーマ別',
      chart: 'チャート',
      aspects: 'チャート間のアスペクト',
      overlays: 'ハウスの重なり',
      composite: 'コンポジット・チャート',
      davison: 'ダビソン・チャート',
      inHousesOf: '{b}さんのハウスに入る{a}さんの天体',
      point: '天体・感受点',
      position: '位置',
      house: 'ハウス',
      orb: 'オーブ',
      applying: '接近中',
      separating: '分離中',
      stationary: '留',
      noPlaces: '場所が見つかりません。',
      compositeNote: '2つのチャートの中間点です。ハウスはコンポジットのMCから求めています（{system}）。',
      davisonNote: '{instant} UTC、{place}で算出しています。',
      errDomain:
        'このウィジェットはこのサイト（{host}）では使えません。キーの所有者が、このドメインを許可リストに加える必要があります。',
      errKey: 'ウィジェットのAPIキーがないか、無効か、停止されています。',
      errWidget: 'このウィジェットは存在しないか、停止されています。',
      errAccess: 'ウィジェットのAPIキーでは利用できません：{detail}',
      errBusy: 'サービスが混み合っています。少し待ってからもう一度お試しください。',
      errNetwork: 'サービスに接続できません。',
      errInput: '印のついた項目を確認してください。',
      errSetup: 'ウィジェットのタグにはdata-widget-idとdata-api-keyが必要です。',
      errUnavailable: 'このウィジェットは現在ご利用いただけません。サイトの管理者にお問い合わせください。',
      errDate: '生年月日を入力してください。',
      errDateRange: '1800年から2400年までの日付を入力してください。',
      errTime: '出生時刻を入力するか、「出生時刻がわからない」を選んでください。',
      errPlace: '一覧から出生地を選んでください。',
      errLatitude: '−90から90までの緯度を入力してください。',
      errLongitude: '−180から180までの経度を入力してください。',
      errTimezone: 'タイムゾーンを認識できません。一覧から場所を選んでください。',
      errName: 'お名前が長すぎます。',
      showAll: '{n}件の結びつきをすべて表示',
      showFewer: 'もっとも正確な{n}件だけを表示',
      outOf: '／100',
      uncertain: '不確か',
      noonNote:
        '{name}さん：出生時刻が不明のため、正午で計算しています。ハウス、アングル、月の正確な位置は不確かです。',
      between: '{a}と{b}の中間',
    },
    ru: {
      person1: 'Первый человек',
      person2: 'Второй человек',
      name: 'Имя (необязательно)',
      date: 'Дата рождения',
      time: 'Время рождения',
      timeHint: 'Местное время в месте рождения.',
      timeUnknown: 'Время рождения неизвестно',
      place: 'Место рождения',
      placeHint: 'Введите хотя бы 2 буквы и выберите место.',
      placeManual: 'Укажите место, координаты и часовой пояс.',
      advanced: 'Координаты и часовой пояс',
      advancedHint: 'Заполняются при выборе места; меняйте их, только если поиск не знает нужного места.',
      latitude: 'Широта',
      longitude: 'Долгота',
      timezone: 'Часовой пояс',
      submit: 'Показать совместимость',
      working: 'Идёт расчёт…',
      loading: 'Загрузка…',
      done: 'Результаты ниже.',
      score: 'Совместимость',
      breakdown: 'По темам',
      chart: 'Карта',
      aspects: 'Аспекты между картами',
      overlays: 'Наложение домов',
      composite: 'Композитная карта',
      davison: 'Карта Дэвисона',
      inHousesOf: 'Планеты карты «{a}» в домах карты «{b}»',
      point: 'Точка',
      position: 'Положение',
      house: 'Дом',
      orb: 'орбис',
      applying: 'сходящийся',
      separating: 'расходящийся',
      stationary: 'стационарный',
      noPlaces: 'Места не найдены.',
      compositeNote: 'Средние точки двух карт; дома от композитной Середины неба ({system}).',
      davisonNote: 'Рассчитано на {instant} UTC, {place}.',
      errDomain:
        'Этот виджет нельзя использовать на этом сайте ({host}). Владельцу нужно добавить этот домен в список разрешённых доменов ключа.',
      errKey: 'API-ключ виджета отсутствует, недействителен или отключён.',
      errWidget: 'Такого виджета нет, или он отключён.',
      errAccess: 'API-ключ виджета этого не разрешает: {detail}',
      errBusy: 'Сервис занят; попробуйте ещё раз чуть позже.',
      errNetwork: 'Не удаётся связаться с сервисом.',
      errInput: 'Проверьте выделенные поля.',
      errSetup: 'Тегу виджета нужны data-widget-id и data-api-key.',
      errUnavailable: 'Этот виджет сейчас недоступен. Свяжитесь с владельцем сайта.',
      errDate: 'Укажите дату рождения.',
      errDateRange: 'Укажите дату между 1800 и 2400 годами.',
      errTime: 'Укажите время рождения или отметьте «Время рождения неизвестно».',
      errPlace: 'Выберите место рождения из списка.',
      errLatitude: 'Укажите широту от −90 до 90.',
      errLongitude: 'Укажите долготу от −180 до 180.',
      errTimezone: 'Часовой пояс не распознан: выберите место из списка.',
      errName: 'Имя слишком длинное.',
      showAll: 'Показать все контакты ({n})',
      showFewer: 'Показать только самые точные ({n})',
      outOf: 'из 100',
      uncertain: 'неточно',
      noonNote:
        '{name}: время рождения неизвестно, карта рассчитана на полдень. Дома, углы и точное положение Луны не определены.',
      between: 'посередине между {a} и {b}',
    },
    pt: {
      person1: 'Primeira pessoa',
      person2: 'Segunda pessoa',
      name: 'Nome (opcional)',
      date: 'Data de nascimento',
      time: 'Hora de nascimento',
      timeHint: 'Hora local do lugar de nascimento.',
      timeUnknown: 'Hora de nascimento desconhecida',
      place: 'Local de nascimento',
      placeHint: 'Digite pelo menos 2 letras e escolha um local.',
      placeManual: 'Informe o local, as coordenadas e o fuso horário.',
      advanced: 'Coordenadas e fuso horário',
      advancedHint: 'São preenchidos ao escolher um local; altere-os só para um local que a busca não conhece.',
      latitude: 'Latitude',
      longitude: 'Longitude',
      timezone: 'Fuso horário',
      submit: 'Mostrar a compatibilidade',
      working: 'Calculando…',
      loading: 'Carregando…',
      done: 'Os resultados estão logo abaixo.',
      score: 'Compatibilidade',
      breakdown: 'Por tema',
      chart: 'Mapa',
      aspects: 'Aspectos entre os mapas',
      overlays: 'Sobreposição das casas',
      composite: 'Mapa composto',
      davison: 'Mapa de Davison',
      inHousesOf: 'Planetas de {a} nas casas de {b}',
      point: 'Ponto',
      position: 'Posição',
      house: 'Casa',
      orb: 'orbe',
      applying: 'aplicativo',
      separating: 'separativo',
      stationary: 'estacionário',
      noPlaces: 'Nenhum local encontrado.',
      compositeNote: 'Pontos médios dos dois mapas; casas a partir do Meio do Céu composto ({system}).',
      davisonNote: 'Calculado para {instant} UTC, {place}.',
      errDomain:
        'Este widget não pode ser usado neste site ({host}). O proprietário precisa adicionar este domínio aos domínios permitidos da chave.',
      errKey: 'A chave de API do widget está ausente, é inválida ou foi desativada.',
      errWidget: 'Este widget não existe ou foi desativado.',
      errAccess: 'A chave de API do widget não permite isso: {detail}',
      errBusy: 'O serviço está ocupado; tente de novo em instantes.',
      errNetwork: 'Não foi possível contatar o serviço.',
      errInput: 'Confira os campos destacados.',
      errSetup: 'A tag do widget precisa de data-widget-id e data-api-key.',
      errUnavailable: 'Este widget não está disponível no momento. Entre em contato com o proprietário do site.',
      errDate: 'Informe a data de nascimento.',
      errDateRange: 'Informe uma data entre 1800 e 2400.',
      errTime: 'Informe a hora de nascimento ou marque “Hora de nascimento desconhecida”.',
      errPlace: 'Escolha o local de nascimento na lista.',
      errLatitude: 'Informe uma latitude entre −90 e 90.',
      errLongitude: 'Informe uma longitude entre −180 e 180.',
      errTimezone: 'Fuso horário não reconhecido: escolha o local na lista.',
      errName: 'O nome é longo demais.',
      showAll: 'Mostrar todos os {n} contatos',
      showFewer: 'Mostrar só os {n} mais exatos',
      outOf: 'de 100',
      uncertain: 'incerto',
      noonNote:
        '{name}: hora de nascimento desconhecida, o mapa é calculado para o meio-dia. As casas, os ângulos e a posição exata da Lua são incertos.',
      between: 'a meio caminho entre {a} e {b}',
    },
    hi: {
      person1: 'पहला व्यक्ति',
      person2: 'दूसरा व्यक्ति',
      name: 'नाम (वैकल्पिक)',
      date: 'जन्म तिथि',
      time: 'जन्म का समय',
      timeHint: 'जन्म-स्थान का स्थानीय समय।',
      timeUnknown: 'जन्म का समय अज्ञात',
      place: 'जन्म स्थान',
      placeHint: 'कम से कम 2 अक्षर लिखें और एक स्थान चुनें।',
      placeManual: 'स्थान, निर्देशांक और समय क्षेत्र भरें।',
      advanced: 'निर्देशांक और समय क्षेत्र',
      advancedHint: 'स्थान चुनने पर ये अपने आप भर जाते हैं; इन्हें केवल उस स्थान के लिए बदलें जिसे खोज नहीं जानती।',
      latitude: 'अक्षांश',
      longitude: 'देशांतर',
      timezone: 'समय क्षेत्र',
      submit: 'अनुकूलता दिखाएँ',
      working: 'गणना हो रही है…',
      loading: 'लोड हो रहा है…',
      done: 'परिणाम नीचे हैं।',
      score: 'अनुकूलता',
      breakdown: 'विषय के अनुसार',
      chart: 'कुंडली',
      aspects: 'दोनों कुंडलियों के बीच योग',
      overlays: 'भावों का मेल',
      composite: 'संयुक्त कुंडली',
      davison: 'डेविसन कुंडली',
      inHousesOf: '{b} के भावों में {a} के ग्रह',
      point: 'बिंदु',
      position: 'स्थिति',
      house: 'भाव',
      orb: 'अंश-सीमा',
      applying: 'निकट आता',
      separating: 'दूर जाता',
      stationary: 'स्थिर',
      noPlaces: 'कोई स्थान नहीं मिला।',
      compositeNote: 'दोनों कुंडलियों के मध्य-बिंदु; भाव संयुक्त मध्य आकाश से ({system})।',
      davisonNote: '{instant} UTC, {place} के लिए गणना।',
      errDomain: 'यह विजेट इस साइट ({host}) पर उपयोग नहीं किया जा सकता। स्वामी को यह डोमेन कुंजी के अनुमत डोमेनों में जोड़ना होगा।',
      errKey: 'विजेट की API कुंजी नहीं है, अमान्य है या निष्क्रिय है।',
      errWidget: 'यह विजेट मौजूद नहीं है या निष्क्रिय है।',
      errAccess: 'विजेट की API कुंजी इसकी अनुमति नहीं देती: {detail}',
      errBusy: 'सेवा व्यस्त है; थोड़ी देर में फिर कोशिश करें।',
      errNetwork: 'सेवा से संपर्क नहीं हो सका।',
      errInput: 'चिह्नित फ़ील्ड जाँचें।',
      errSetup: 'विजेट टैग को data-widget-id और data-api-key चाहिए।',
      errUnavailable: 'यह विजेट अभी उपलब्ध नहीं है। साइट के स्वामी से संपर्क करें।',
      errDate: 'जन्म तिथि भरें।',
      errDateRange: '1800 और 2400 के बीच की तिथि भरें।',
      errTime: 'जन्म का समय भरें या «जन्म का समय अज्ञात» चुनें।',
      errPlace: 'सूची से जन्म स्थान चुनें।',
      errLatitude: '−90 और 90 के बीच अक्षांश भरें।',
      errLongitude: '−180 और 180 के बीच देशांतर भरें।',
      errTimezone: 'समय क्षेत्र पहचाना नहीं गया: सूची से स्थान चुनें।',
      errName: 'नाम बहुत लंबा है।',
      showAll: 'सभी {n} संपर्क दिखाएँ',
      showFewer: 'केवल {n} सबसे सटीक दिखाएँ',
      outOf: '/ 100',
      uncertain: 'अनिश्चित',
      noonNote: '{name}: जन्म का समय अज्ञात, कुंडली दोपहर के लिए बनाई गई है। भाव, कोण और चंद्र की सटीक स्थिति अनिश्चित हैं।',
      between: '{a} और {b} के बीच आधे रास्ते पर',
    },
    nl: {
      person1: 'Eerste persoon',
      person2: 'Tweede persoon',
      name: 'Naam (optioneel)',
      date: 'Geboortedatum',
      time: 'Geboortetijd',
      timeHint: 'Lokale tijd op de geboorteplaats.',
      timeUnknown: 'Geboortetijd onbekend',
      place: 'Geboorteplaats',
      placeHint: 'Typ minstens 2 letters en kies een plaats.',
      placeManual: 'Vul de plaats, de coördinaten en de tijdzone in.',
      advanced: 'Coördinaten en tijdzone',
      advancedHint:
        'Worden ingevuld als je een plaats kiest; pas ze alleen aan voor een plaats die de zoekfunctie niet kent.',
      latitude: 'Breedtegraad',
      longitude: 'Lengtegraad',
      timezone: 'Tijdzone',
      submit: 'Toon de compatibiliteit',
      working: 'Bezig met berekenen…',
      loading: 'Laden…',
      done: 'De resultaten staan hieronder.',
      score: 'Compatibiliteit',
      breakdown: 'Per thema',
      chart: 'Horoscoop',
      aspects: 'Aspecten tussen de horoscopen',
      overlays: 'Huisoverlappingen',
      composite: 'Composiethoroscoop',
      davison: 'Davisonhoroscoop',
      inHousesOf: 'Planeten van {a} in de huizen van {b}',
      point: 'Punt',
      position: 'Positie',
      house: 'Huis',
      orb: 'orb',
      applying: 'applicerend',
      separating: 'separerend',
      stationary: 'stationair',
      noPlaces: 'Geen plaatsen gevonden.',
      compositeNote: 'Middelpunten van de twee horoscopen; huizen vanaf het samengestelde Medium Coeli ({system}).',
      davisonNote: 'Berekend voor {instant} UTC, {place}.',
      errDomain:
        'Deze widget kan niet op deze site worden gebruikt ({host}). De eigenaar moet dit domein toevoegen aan de toegestane domeinen van de sleutel.',
      errKey: 'De API-sleutel van de widget ontbreekt, is ongeldig of is uitgeschakeld.',
      errWidget: 'Deze widget bestaat niet of is uitgeschakeld.',
      errAccess: 'De API-sleutel van de widget staat dit niet toe: {detail}',
      errBusy: 'De dienst is druk; probeer het zo meteen opnieuw.',
      errNetwork: 'De dienst is niet bereikbaar.',
      errInput: 'Controleer de gemarkeerde velden.',
      errSetup: 'De widgettag heeft data-widget-id en data-api-key nodig.',
      errUnavailable: 'Deze widget is op dit moment niet beschikbaar. Neem contact op met de eigenaar van de site.',
      errDate: 'Vul de geboortedatum in.',
      errDateRange: 'Vul een datum tussen 1800 en 2400 in.',
      errTime: 'Vul de geboortetijd in of kies ‘Geboortetijd onbekend’.',
      errPlace: 'Kies de geboorteplaats uit de lijst.',
      errLatitude: 'Vul een breedtegraad tussen −90 en 90 in.',
      errLongitude: 'Vul een lengtegraad tussen −180 en 180 in.',
      errTimezone: 'Onbekende tijdzone: kies de plaats uit de lijst.',
      errName: 'De naam is te lang.',
      showAll: 'Toon alle {n} contacten',
      showFewer: 'Toon alleen de {n} meest exacte',
      outOf: 'op 100',
      uncertain: 'onzeker',
      noonNote:
        '{name}: geboortetijd onbekend, de horoscoop is berekend voor 12 uur ’s middags. De huizen, de hoeken en de exacte stand van de Maan zijn onzeker.',
      between: 'halverwege tussen {a} en {b}',
    },
    pl: {
      person1: 'Pierwsza osoba',
      person2: 'Druga osoba',
      name: 'Imię (opcjonalnie)',
      date: 'Data urodzenia',
      time: 'Godzina urodzenia',
      timeHint: 'Czas lokalny miejsca urodzenia.',
      timeUnknown: 'Godzina urodzenia nieznana',
      place: 'Miejsce urodzenia',
      placeHint: 'Wpisz co najmniej 2 litery i wybierz miejsce.',
      placeManual: 'Podaj miejsce, współrzędne i strefę czasową.',
      advanced: 'Współrzędne i strefa czasowa',
      advancedHint: 'Wypełniają się po wybraniu miejsca; zmieniaj je tylko dla miejsca, którego wyszukiwarka nie zna.',
      latitude: 'Szerokość geograficzna',
      longitude: 'Długość geograficzna',
      timezone: 'Strefa czasowa',
      submit: 'Pokaż zgodność',
      working: 'Trwa obliczanie…',
      loading: 'Wczytywanie…',
      done: 'Wyniki są poniżej.',
      score: 'Zgodność',
      breakdown: 'Według tematu',
      chart: 'Horoskop',
      aspects: 'Aspekty między horoskopami',
      overlays: 'Nakładanie się domów',
      composite: 'Horoskop kompozytowy',
      davison: 'Horoskop Davisona',
      inHousesOf: 'Planety osoby {a} w domach osoby {b}',
      point: 'Punkt',
      position: 'Pozycja',
      house: 'Dom',
      orb: 'orb',
      applying: 'zbliżający się',
      separating: 'oddalający się',
      stationary: 'stacjonarny',
      noPlaces: 'Nie znaleziono żadnego miejsca.',
      compositeNote: 'Punkty środkowe obu horoskopów; domy od kompozytowego Medium Coeli ({system}).',
      davisonNote: 'Obliczono dla {instant} UTC, {place}.',
      errDomain:
        'Tego widżetu nie można używać na tej stronie ({host}). Właściciel musi dodać tę domenę do dozwolonych domen klucza.',
      errKey: 'Brakuje klucza API widżetu, jest nieprawidłowy albo wyłączony.',
      errWidget: 'Ten widżet nie istnieje albo jest wyłączony.',
      errAccess: 'Klucz API widżetu na to nie pozwala: {detail}',
      errBusy: 'Usługa jest zajęta; spróbuj ponownie za chwilę.',
      errNetwork: 'Nie można połączyć się z usługą.',
      errInput: 'Sprawdź zaznaczone pola.',
      errSetup: 'Znacznik widżetu wymaga atrybutów data-widget-id i data-api-key.',
      errUnavailable: 'Ten widżet jest obecnie niedostępny. Skontaktuj się z właścicielem strony.',
      errDate: 'Podaj datę urodzenia.',
      errDateRange: 'Podaj datę z zakresu od 1800 do 2400 roku.',
      errTime: 'Podaj godzinę urodzenia albo zaznacz „Godzina urodzenia nieznana”.',
      errPlace: 'Wybierz miejsce urodzenia z listy.',
      errLatitude: 'Podaj szerokość geograficzną od −90 do 90.',
      errLongitude: 'Podaj długość geograficzną od −180 do 180.',
      errTimezone: 'Nieznana strefa czasowa: wybierz miejsce z listy.',
      errName: 'Imię jest za długie.',
      showAll: 'Pokaż wszystkie kontakty ({n})',
      showFewer: 'Pokaż tylko najdokładniejsze ({n})',
      outOf: 'na 100',
      uncertain: 'niepewne',
      noonNote:
        '{name}: godzina urodzenia nieznana, horoskop obliczono na południe. Domy, kąty i dokładna pozycja Księżyca są niepewne.',
      between: 'w połowie drogi między {a} a {b}',
    },
    tr: {
      person1: 'Birinci kişi',
      person2: 'İkinci kişi',
      name: 'Ad (isteğe bağlı)',
      date: 'Doğum tarihi',
      time: 'Doğum saati',
      timeHint: 'Doğum yerindeki yerel saat.',
      timeUnknown: 'Doğum saati bilinmiyor',
      place: 'Doğum yeri',
      placeHint: 'En az 2 harf yaz ve bir yer seç.',
      placeManual: 'Yeri, koordinatları ve saat dilimini gir.',
      advanced: 'Koordinatlar ve saat dilimi',
      advancedHint: 'Bir yer seçtiğinde kendiliğinden dolar; yalnızca aramanın bilmediği bir yer için değiştir.',
      latitude: 'Enlem',
      longitude: 'Boylam',
      timezone: 'Saat dilimi',
      submit: 'Uyumu göster',
      working: 'Hesaplanıyor…',
      loading: 'Yükleniyor…',
      done: 'Sonuçlar aşağıda.',
      score: 'Uyum',
      breakdown: 'Temalara göre',
      chart: 'Harita',
      aspects: 'Haritalar arası açılar',
      overlays: 'Evlerin üst üste binmesi',
      composite: 'Kompozit harita',
      davison: 'Davison haritası',
      inHousesOf: '{a} kişisinin gezegenleri, {b} kişisinin evlerinde',
      point: 'Nokta',
      position: 'Konum',
      house: 'Ev',
      orb: 'orb',
      applying: 'yaklaşan',
      separating: 'ayrılan',
      stationary: 'durağan',
      noPlaces: 'Yer bulunamadı.',
      compositeNote: 'İki haritanın orta noktaları; evler kompozit Tepe Noktası’ndan ({system}).',
      davisonNote: 'Hesaplama zamanı ve yeri: {instant} UTC, {place}.',
      errDomain:
        'Bu widget bu sitede kullanılamaz ({host}). Sahibi bu alan adını anahtarın izin verilen alan adlarına eklemeli.',
      errKey: 'Widget’ın API anahtarı eksik, geçersiz ya da devre dışı.',
      errWidget: 'Bu widget yok ya da devre dışı.',
      errAccess: 'Widget’ın API anahtarı buna izin vermiyor: {detail}',
      errBusy: 'Hizmet şu an meşgul; birazdan yeniden dene.',
      errNetwork: 'Hizmete ulaşılamıyor.',
      errInput: 'İşaretli alanları kontrol et.',
      errSetup: 'Widget etiketi data-widget-id ve data-api-key gerektiriyor.',
      errUnavailable: 'Bu widget şu an kullanılamıyor. Site sahibiyle iletişime geç.',
      errDate: 'Doğum tarihini gir.',
      errDateRange: '1800 ile 2400 arasında bir tarih gir.',
      errTime: 'Doğum saatini gir ya da «Doğum saati bilinmiyor» seçeneğini işaretle.',
      errPlace: 'Doğum yerini listeden seç.',
      errLatitude: '−90 ile 90 arasında bir enlem gir.',
      errLongitude: '−180 ile 180 arasında bir boylam gir.',
      errTimezone: 'Saat dilimi tanınmadı: yeri listeden seç.',
      errName: 'Ad çok uzun.',
      showAll: 'Tüm temasları göster ({n})',
      showFewer: 'Yalnızca en tam {n} teması göster',
      outOf: 'puan (100 üzerinden)',
      uncertain: 'belirsiz',
      noonNote:
        '{name}: doğum saati bilinmiyor, harita öğlen için hesaplandı. Evler, açılar ve Ay’ın tam konumu belirsiz.',
      between: '{a} ile {b} arasında yarı yolda',
    },
  };

  var script = /** @type {HTMLScriptElement | null} */ (document.currentScript);
  if (!script) {
    var candidates = document.querySelectorAll('script[data-widget-id]:not([data-widget-ready])');
    script = /** @type {HTMLScriptElement | undefined} */ (candidates[candidates.length - 1]) || null;
  }
  if (!script || script.getAttribute('data-widget-ready')) return;
  script.setAttribute('data-widget-ready', 'true');

  var base = new URL(script.src, document.baseURI).origin;
  var widgetId = script.getAttribute('data-widget-id') || '';
  var apiKey = script.getAttribute('data-api-key') || '';
  var apiVersion = script.getAttribute('data-api-version') || WIDGET_API_VERSION;
  var lang = pickLanguage(script.getAttribute('data-language') || document.documentElement.lang || 'en');
  var t = UI[lang];

  var host = document.createElement('div');
  host.className = 'synastry-widget';
  host.setAttribute('data-widget-id', widgetId);
  var targetSelector = script.getAttribute('data-target');
  var target = targetSelector ? document.querySelector(targetSelector) : null;
  if (target) target.appendChild(host);
  else if (script.parentNode) script.parentNode.insertBefore(host, script.nextSibling);
  else document.body.appendChild(host);
  var root = host.attachShadow({ mode: 'open' });
  var style = document.createElement('style');
  style.textContent = CSS;
  root.appendChild(style);
  var box = el('div', { class: 'sw', role: 'region', 'aria-label': 'Synastry' });
  root.appendChild(box);
  var status = el('div', { class: 'status', role: 'status', 'aria-live': 'polite' });
  box.appendChild(status);

  function pickLanguage(value) {
    var l = String(value).slice(0, 2).toLowerCase();
    return UI[l] ? l : 'en';
  }

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    for (var k in attrs || {}) if (attrs[k] !== undefined && attrs[k] !== null) node.setAttribute(k, attrs[k]);
    (children || []).forEach(function (c) {
      node.appendChild(typeof c === 'string' ? document.createTextNode(c) : c);
    });
    return node;
  }

  function fill(template, values) {
    return template.replace(/\{(\w+)\}/g, function (_, k) {
      return values[k] === undefined ? '' : String(values[k]);
    });
  }

  function showError(message) {
    status.textContent = '';
    status.appendChild(el('p', { class: 'error', role: 'alert' }, [message]));
  }

  function api(method, path, body) {
    var headers = { 'X-Api-Key': apiKey };
    if (apiVersion) headers['X-Api-Version'] = apiVersion;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    return fetch(base + path, {
      method: method,
      headers: headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      mode: 'cors',
      credentials: 'omit',
    }).then(function (response) {
      return response
        .json()
        .catch(function () {
          return null;
        })
        .then(function (json) {
          return { status: response.status, body: json };
        });
    });
  }

  /** A readable message for an error answer of the API. */
  function errorMessage(reply) {
    var e = reply.body && reply.body.errors && reply.body.errors[0];
    var code = e && e.code;
    if (code === 'domain_not_allowed') return fill(t.errDomain, { host: location.hostname });
    if (reply.status === 401) return t.errKey;
    if (reply.status === 404) return t.errWidget;
    if (reply.status === 403) return t.errUnavailable;
    if (reply.status === 429 || reply.status === 503 || reply.status === 504) return t.errBusy;
    if (reply.status === 400 || reply.status === 422) return t.errInput;
    return reply.status >= 500 ? t.errBusy : t.errUnavailable;
  }

  if (!widgetId || !apiKey) {
    showError(t.errSetup);
    return;
  }

  status.textContent = t.loading;
  api('GET', '/api/widget-api/synastry/' + encodeURIComponent(widgetId))
    .then(function (reply) {
      if (reply.status !== 200) {
        showError(errorMessage(reply));
        return;
      }
      var settings = reply.body.data.attributes;
      lang = pickLanguage(settings.language);
      t = UI[lang];
      status.textContent = '';
      build(settings);
    })
    .catch(function () {
      showError(t.errNetwork);
    });

  function build(settings) {
    box.classList.add(settings.theme);
    box.setAttribute('aria-label', settings.name);
    box.insertBefore(el('h2', {}, [settings.name]), status);
    var form = el('form', { novalidate: 'novalidate' });
    var people = [personFieldset('person1', t.person1), personFieldset('person2', t.person2)];
    form.appendChild(people[0].fieldset);
    form.appendChild(people[1].fieldset);
    var submit = el('button', { type: 'submit' }, [t.submit]);
    form.appendChild(el('div', { class: 'actions' }, [submit]));
    box.insertBefore(form, status);
    var results = el('div', { class: 'results' });
    box.appendChild(results);

    form.addEventListener('submit', function (event) {
      event.preventDefault();
      people.forEach(function (p) {
        p.clearErrors();
      });
      // Checked here first: a form the API would refuse costs the site owner no call.
      var invalid =
        people
          .map(function (p) {
            return p.check();
          })
          .filter(function (ok) {
            return !ok;
          }).length > 0;
      if (invalid) {
        showError(t.errInput);
        var first = form.querySelector('[aria-invalid="true"]');
        if (first) first.focus();
        return;
      }
      // The wheel at the width it is shown at (600 px, 324 on a phone): a smaller wheel drops detail, not text size.
      var room = box.clientWidth - 34;
      var body = {
        person1: people[0].value(),
        person2: people[1].value(),
        chartSize: room >= 600 ? 600 : Math.max(300, Math.min(324, room)),
      };
      var unknown = [people[0].timeUnknown(), people[1].timeUnknown()];
      submit.disabled = true;
      status.textContent = t.working;
      results.textContent = '';
      api('POST', '/api/widget-api/synastry/' + encodeURIComponent(widgetId), body)
        .then(function (reply) {
          submit.disabled = false;
          if (reply.status !== 200) {
            var marked = false;
            if (reply.status === 400 && reply.body && reply.body.errors) {
              reply.body.errors.forEach(function (e) {
                var parameter = e.source && e.source.parameter;
                var person =
                  parameter && parameter.indexOf('person2') === 0
                    ? people[1]
                    : parameter && parameter.indexOf('person1') === 0
                      ? people[0]
                      : null;
                if (person && person.markError(parameter.replace(/^person[12]\.?/, ''))) marked = true;
              });
            }
            showError(marked ? t.errInput : errorMessage(reply));
            return;
          }
          status.textContent = t.done;
          render(results, reply.body.data.attributes, settings.sections, unknown, [
            people[0].placeName(),
            people[1].placeName(),
          ]);
        })
        .catch(function () {
          submit.disabled = false;
          showError(t.errNetwork);
        });
    });
  }

  /** One person's fieldset: name, date, time, place search, coordinates, time zone. */
  function personFieldset(prefix, legend) {
    var fields = {};
    var errors = {};
    function input(key, label, attrs, hint) {
      var id = prefix + '-' + key;
      var described = [];
      var wrap = el('div', { class: 'field' });
      wrap.appendChild(el('label', { for: id }, [label]));
      var node = el('input', Object.assign({ id: id, name: prefix + '.' + key }, attrs));
      wrap.appendChild(node);
      if (hint) {
        wrap.appendChild(el('p', { class: 'hint', id: id + '-hint' }, [hint]));
        described.push(id + '-hint');
      }
      var error = el('p', { class: 'field-error', id: id + '-error', hidden: 'hidden' });
      wrap.appendChild(error);
      described.push(id + '-error');
      node.setAttribute('aria-describedby', described.join(' '));
      fields[key] = node;
      errors[key] = error;
      return wrap;
    }
    var fieldset = el('fieldset', { 'data-person': prefix }, [el('legend', {}, [legend])]);
    fieldset.appendChild(input('name', t.name, { type: 'text', autocomplete: 'off', maxlength: '80' }));
    fieldset.appendChild(
      el('div', { class: 'row' }, [
        input('date', t.date, { type: 'date', required: 'required', min: '1800-01-01', max: '2400-12-31' }),
        input('time', t.time, { type: 'time', required: 'required' }, t.timeHint),
      ]),
    );
    var unknownId = prefix + '-timeUnknown';
    var unknownBox = el('input', { type: 'checkbox', id: unknownId, name: prefix + '.timeUnknown' });
    fieldset.appendChild(el('div', { class: 'check' }, [unknownBox, el('label', { for: unknownId }, [t.timeUnknown])]));
    unknownBox.addEventListener('change', function () {
      fields.time.disabled = unknownBox.checked;
      if (unknownBox.checked) {
        fields.time.value = '';
        errors.time.hidden = true;
        fields.time.removeAttribute('aria-invalid');
      }
    });
    var placeField = input(
      'placeName',
      t.place,
      {
        type: 'text',
        autocomplete: 'off',
        role: 'combobox',
        'aria-autocomplete': 'list',
        'aria-expanded': 'false',
        'aria-controls': prefix + '-places',
        required: 'required',
      },
      t.placeHint,
    );
    var list = el('ul', { class: 'places', id: prefix + '-places', role: 'listbox', 'aria-label': t.place });
    placeField.appendChild(list);
    fieldset.appendChild(placeField);
    // Coordinates and zone come from the place search; a visitor opens them only for a place it does not know.
    var advanced = el('details', { class: 'advanced' }, [
      el('summary', {}, [t.advanced]),
      el('p', { class: 'hint' }, [t.advancedHint]),
      el('div', { class: 'row3' }, [
        input('latitude', t.latitude, { type: 'number', step: 'any', min: '-90', max: '90', inputmode: 'decimal' }),
        input('longitude', t.longitude, { type: 'number', step: 'any', min: '-180', max: '180', inputmode: 'decimal' }),
        input('timezone', t.timezone, { type: 'text', autocomplete: 'off', placeholder: 'Europe/Paris' }),
      ]),
    ]);
    advanced.setAttribute('data-advanced', prefix);
    fieldset.appendChild(advanced);
    wirePlaceSearch(fields, list, prefix, advanced);
    function mark(key, message) {
      if (key === 'latitude' || key === 'longitude' || key === 'timezone') advanced.open = true;
      errors[key].textContent = message;
      errors[key].hidden = false;
      fields[key].setAttribute('aria-invalid', 'true');
    }
    return {
      fieldset: fieldset,
      timeUnknown: function () {
        return unknownBox.checked;
      },
      placeName: function () {
        return fields.placeName.value.trim();
      },
      /** Checks the fields as the API would, marking each problem on its field; true when all is well. */
      check: function () {
        var ok = true;
        var date = fields.date.value;
        if (!date) {
          mark('date', t.errDate);
          ok = false;
        } else if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || date < '1800-01-01' || date > '2400-12-31') {
          mark('date', t.errDateRange);
          ok = false;
        }
        if (!unknownBox.checked && !/^\d{2}:\d{2}(:\d{2})?$/.test(fields.time.value)) {
          mark('time', t.errTime);
          ok = false;
        }
        var lat = fields.latitude.value.trim();
        var lon = fields.longitude.value.trim();
        if (lat === '' && lon === '') {
          mark('placeName', t.errPlace);
          ok = false;
        } else {
          if (lat === '' || !isFinite(Number(lat)) || Math.abs(Number(lat)) > 90) {
            mark('latitude', t.errLatitude);
            ok = false;
          }
          if (lon === '' || !isFinite(Number(lon)) || Math.abs(Number(lon)) > 180) {
            mark('longitude', t.errLongitude);
            ok = false;
          }
        }
        var zone = fields.timezone.value.trim();
        if (zone !== '' && !/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$|^UTC$/.test(zone)) {
          mark('timezone', t.errTimezone);
          ok = false;
        }
        if (fields.name.value.trim().length > 80) {
          mark('name', t.errName);
          ok = false;
        }
        return ok;
      },
      value: function () {
        var date = fields.date.value;
        // An unknown birth time is cast for noon (the widget marks what that leaves uncertain).
        var time = unknownBox.checked ? '12:00' : fields.time.value;
        var person = { dateTime: date ? date + 'T' + time : '' };
        var lat = fields.latitude.value.trim();
        var lon = fields.longitude.value.trim();
        if (lat !== '') person.latitude = Number(lat);
        if (lon !== '') person.longitude = Number(lon);
        if (fields.timezone.value.trim()) person.timezone = fields.timezone.value.trim();
        if (fields.placeName.value.trim()) person.placeName = fields.placeName.value.trim();
        if (fields.name.value.trim()) person.name = fields.name.value.trim();
        return person;
      },
      clearErrors: function () {
        for (var k in errors) {
          errors[k].hidden = true;
          errors[k].textContent = '';
          fields[k].removeAttribute('aria-invalid');
        }
      },
      /** Marks the field an API error names (dateTime → date) with the visitor's message for it; false when no field fits. */
      markError: function (field) {
        var key = field === 'dateTime' ? 'date' : field.replace(/^location\./, '');
        if (!fields[key]) key = field === '' ? 'date' : null;
        if (!key) return false;
        var messages = {
          date: t.errDateRange,
          time: t.errTime,
          latitude: t.errLatitude,
          longitude: t.errLongitude,
          timezone: t.errTimezone,
          placeName: t.errPlace,
          name: t.errName,
        };
        mark(key, messages[key] || t.errInput);
        return true;
      },
    };
  }

  /** Place search on the place field: suggestions from GET /api/geocoding/search fill coordinates and zone. */
  function wirePlaceSearch(fields, list, prefix, advanced) {
    var timer = null;
    var serial = 0;
    var available = true;
    var places = [];
    var active = -1;
    function close() {
      list.textContent = '';
      places = [];
      active = -1;
      fields.placeName.setAttribute('aria-expanded', 'false');
      fields.placeName.removeAttribute('aria-activedescendant');
    }
    function choose(place) {
      fields.placeName.value = place.displayName || place.name;
      fields.latitude.value = String(place.latitude);
      fields.longitude.value = String(place.longitude);
      fields.timezone.value = place.timezone || '';
      close();
    }
    function highlight(index) {
      active = index;
      Array.prototype.forEach.call(list.children, function (li, i) {
        li.setAttribute('aria-selected', i === index ? 'true' : 'false');
      });
      if (index >= 0) fields.placeName.setAttribute('aria-activedescendant', prefix + '-place-' + index);
    }
    fields.placeName.addEventListener('input', function () {
      if (!available) return;
      clearTimeout(timer);
      var q = fields.placeName.value.trim();
      if (q.length < 2) {
        close();
        return;
      }
      timer = setTimeout(function () {
        var mine = ++serial;
        api('GET', '/api/geocoding/search?limit=6&q=' + encodeURIComponent(q) + '&lang=' + lang)
          .then(function (reply) {
            if (mine !== serial) return;
            if (reply.status !== 200) {
              // No place search for this key or service: coordinates are typed instead.
              if (reply.status === 404 || reply.status === 403) {
                available = false;
                var hint = fields.placeName.parentNode.querySelector('.hint');
                if (hint) hint.textContent = t.placeManual;
                advanced.open = true;
              }
              close();
              return;
            }
            close();
            places = reply.body.data || [];
            if (!places.length) {
              list.appendChild(el('li', { role: 'option', 'aria-disabled': 'true' }, [t.noPlaces]));
            }
            places.forEach(function (place, i) {
              var li = el('li', { role: 'option', id: prefix + '-place-' + i, 'aria-selected': 'false' }, [
                place.displayName || place.name,
              ]);
              li.addEventListener('mousedown', function (event) {
                event.preventDefault();
                choose(place);
              });
              list.appendChild(li);
            });
            fields.placeName.setAttribute('aria-expanded', 'true');
          })
          .catch(close);
      }, 250);
    });
    fields.placeName.addEventListener('keydown', function (event) {
      if (!places.length) return;
      if (event.key === 'ArrowDown') {
        event.preventDefault();
        highlight(Math.min(places.length - 1, active + 1));
      } else if (event.key === 'ArrowUp') {
        event.preventDefault();
        highlight(Math.max(0, active - 1));
      } else if (event.key === 'Enter' && active >= 0) {
        event.preventDefault();
        choose(places[active]);
      } else if (event.key === 'Escape') close();
    });
    fields.placeName.addEventListener('blur', function () {
      setTimeout(close, 150);
    });
  }

  function degrees(longitude, labels) {
    var sign = [
      'aries',
      'taurus',
      'gemini',
      'cancer',
      'leo',
      'virgo',
      'libra',
      'scorpio',
      'sagittarius',
      'capricorn',
      'aquarius',
      'pisces',
    ][Math.floor((((longitude % 360) + 360) % 360) / 30)];
    var inSign = ((longitude % 30) + 30) % 30;
    var d = Math.floor(inSign);
    var m = Math.floor((inSign - d) * 60);
    var s = labels.signs[sign];
    return d + '°' + (m < 10 ? '0' : '') + m + '′ ' + (s ? s.name : sign);
  }

  function pointName(labels, id) {
    return labels.points[id] ? labels.points[id].name : id;
  }

  /**
   * A chart's points (keyed by point id; a list at dates before 2026-11-28, which a tag's
   * data-api-version may ask for); with `uncertain`, houses and the time-bound points are marked uncertain.
   */
  function pointsTable(points, labels, uncertain) {
    var list = Array.isArray(points)
      ? points
      : Object.keys(points).map(function (id) {
          return points[id];
        });
    var rows = list.map(function (p) {
      var mark = uncertain ? ' (' + t.uncertain + ')' : '';
      return el('tr', uncertain ? { class: 'uncertain' } : {}, [
        el('td', {}, [
          pointName(labels, p.id) + (p.retrograde ? ' ℞' : '') + (uncertain && TIME_POINTS[p.id] === 1 ? mark : ''),
        ]),
        el('td', {}, [degrees(p.longitude, labels)]),
        el('td', {}, [String(p.house) + mark]),
      ]);
    });
    return el('table', {}, [
      el('thead', {}, [
        el('tr', {}, [
          el('th', { scope: 'col' }, [t.point]),
          el('th', { scope: 'col' }, [t.position]),
          el('th', { scope: 'col' }, [t.house]),
        ]),
      ]),
      el('tbody', {}, rows),
    ]);
  }

  function section(name, title) {
    var s = el('section', { 'data-section': name, 'aria-label': title });
    s.appendChild(el('h3', {}, [title]));
    return s;
  }

  /** Points whose place depends on the birth time: with an unknown time they are uncertain. */
  var TIME_POINTS = {
    moon: 1,
    ascendant: 1,
    midheaven: 1,
    descendant: 1,
    'imum-coeli': 1,
    vertex: 1,
    'part-of-fortune': 1,
  };
  var CLOSEST = 10;

  /** 48°51′ N 2°21′ E. */
  function coordinates(latitude, longitude) {
    function dm(v) {
      var minutes = Math.round(Math.abs(v) * 60);
      var m = minutes % 60;
      return Math.floor(minutes / 60) + '°' + (m < 10 ? '0' : '') + m + '′';
    }
    return dm(latitude) + ' ' + (latitude < 0 ? 'S' : 'N') + ' ' + dm(longitude) + ' ' + (longitude < 0 ? 'W' : 'E');
  }

  /**
   * Shows the synastry in the order of the widget's sections. `unknown[i]` is true when person
   * i+1's birth time is unknown (noon chart: houses, angles and the Moon marked uncertain);
   * `places` are the place names the visitor chose.
   */
  function render(results, a, sections, unknown, places) {
    var labels = a.labels;
    var n1 = a.person1.name;
    var n2 = a.person2.name;
    var names = [n1, n2];
    var notes = unknown
      .map(function (u, i) {
        return u ? fill(t.noonNote, { name: names[i] }) : null;
      })
      .filter(Boolean);
    function noonNotes(parent) {
      notes.forEach(function (note) {
        parent.appendChild(el('p', { class: 'hint uncertain-note' }, [note]));
      });
    }
    function uncertainPoint(person, id) {
      return unknown[person] && TIME_POINTS[id] === 1;
    }
    var anyUnknown = unknown[0] || unknown[1];
    sections.forEach(function (name) {
      if (name === 'score') {
        var s = section('score', t.score);
        s.appendChild(
          el('p', { class: 'score' }, [
            el('span', { class: 'score-value', 'data-score': String(a.compatibility.score) }, [
              String(a.compatibility.score),
            ]),
            t.outOf,
          ]),
        );
        if (a.compatibility.summary) s.appendChild(el('p', { class: 'score-words' }, [a.compatibility.summary.body]));
        s.appendChild(el('h4', { class: 'visually-hidden' }, [t.breakdown]));
        var list = el('ul', { class: 'themes', 'aria-label': t.breakdown });
        a.compatibility.themes.forEach(function (theme) {
          var bar = el('div', {
            class: 'bar',
            role: 'meter',
            'aria-valuemin': '0',
            'aria-valuemax': '100',
            'aria-valuenow': String(theme.score),
            'aria-label': theme.name,
          });
          var fillBar = el('span', {});
          fillBar.style.width = theme.score + '%';
          bar.appendChild(fillBar);
          list.appendChild(
            el('li', { class: 'theme', 'data-theme': theme.theme, title: theme.description }, [
              el('span', {}, [theme.name]),
              bar,
              el('span', {}, [String(theme.score)]),
            ]),
          );
        });
        s.appendChild(list);
        results.appendChild(s);
      } else if (name === 'chart' && a.chart) {
        var c = section('chart', t.chart);
        var figure = el('div', { class: 'chart', role: 'img', 'aria-label': t.chart + ': ' + n1 + ' / ' + n2 });
        figure.innerHTML = a.chart.svg; // drawn by the API's renderer; every text in it is XML-escaped
        c.appendChild(figure);
        noonNotes(c);
        results.appendChild(c);
      } else if (name === 'aspects') {
        var s2 = section('aspects', t.aspects);
        var ul = el('ul', { class: 'aspects' });
        // The contacts with an interpretation (the synastry report's texts), the closest first; beyond
        // the first ten, the rest behind "show all". The others are drawn in the chart.
        var sorted = a.interAspects
          .filter(function (x) {
            return x.text;
          })
          .sort(function (x, y) {
            return x.orb - y.orb;
          });
        sorted.forEach(function (x, i) {
          var line =
            pointName(labels, x.person1Point) +
            ' (' +
            n1 +
            ') ' +
            (labels.aspects[x.aspect] ? labels.aspects[x.aspect].name : x.aspect) +
            ' ' +
            pointName(labels, x.person2Point) +
            ' (' +
            n2 +
            ')';
          var uncertain = uncertainPoint(0, x.person1Point) || uncertainPoint(1, x.person2Point);
          var meta =
            ' — ' + t.orb + ' ' + x.orb.toFixed(1) + '°, ' + t[x.motion] + (uncertain ? ' (' + t.uncertain + ')' : '');
          var li = el('li', {
            class: x.nature + (uncertain ? ' uncertain' : ''),
            'data-aspect': x.person1Point + ':' + x.aspect + ':' + x.person2Point,
          });
          if (i >= CLOSEST) li.hidden = true;
          var details = el('details', {}, [el('summary', {}, [line + meta])]);
          details.appendChild(el('p', {}, [el('strong', {}, [x.text.title])]));
          details.appendChild(el('p', { class: 'contact-text' }, [x.text.body]));
          li.appendChild(details);
          ul.appendChild(li);
        });
        s2.appendChild(ul);
        if (sorted.length > CLOSEST) {
          var more = el('button', { type: 'button', class: 'show-all', 'aria-expanded': 'false' }, [
            fill(t.showAll, { n: sorted.length }),
          ]);
          more.addEventListener('click', function () {
            var open = more.getAttribute('aria-expanded') !== 'true';
            Array.prototype.forEach.call(ul.children, function (li, i) {
              if (i >= CLOSEST) li.hidden = !open;
            });
            more.setAttribute('aria-expanded', open ? 'true' : 'false');
            more.textContent = fill(open ? t.showFewer : t.showAll, { n: open ? CLOSEST : sorted.length });
          });
          s2.appendChild(more);
        }
        noonNotes(s2);
        results.appendChild(s2);
      } else if (name === 'overlays') {
        var s3 = section('overlays', t.overlays);
        var grid = el('div', { class: 'overlays' });
        // o: overlays, whose points, whose houses (0 or 1).
        [
          [a.houseOverlays.person1InPerson2Houses, 0, 1],
          [a.houseOverlays.person2InPerson1Houses, 1, 0],
        ].forEach(function (o) {
          var caption = fill(t.inHousesOf, { a: names[o[1]], b: names[o[2]] });
          var rows = o[0].map(function (p) {
            var uncertain = unknown[o[2]] || uncertainPoint(o[1], p.point);
            return el('tr', uncertain ? { class: 'uncertain' } : {}, [
              el('td', {}, [pointName(labels, p.point)]),
              el('td', {}, [degrees(p.longitude, labels)]),
              el('td', {}, [String(p.house) + (uncertain ? ' (' + t.uncertain + ')' : '')]),
            ]);
          });
          grid.appendChild(
            el('table', {}, [
              el('caption', {}, [caption]),
              el('thead', {}, [
                el('tr', {}, [
                  el('th', { scope: 'col' }, [t.point]),
                  el('th', { scope: 'col' }, [t.position]),
                  el('th', { scope: 'col' }, [t.house]),
                ]),
              ]),
              el('tbody', {}, rows),
            ]),
          );
        });
        s3.appendChild(grid);
        noonNotes(s3);
        results.appendChild(s3);
      } else if (name === 'composite') {
        var s4 = section('composite', t.composite);
        s4.appendChild(el('p', { class: 'hint' }, [fill(t.compositeNote, { system: labels.houseSystem })]));
        s4.appendChild(pointsTable(a.composite.points, labels, anyUnknown));
        noonNotes(s4);
        results.appendChild(s4);
      } else if (name === 'davison') {
        var s5 = section('davison', t.davison);
        // The place by name: midway between the two birth places (with its coordinates in degrees and minutes).
        var where =
          places[0] && places[1]
            ? fill(t.between, { a: places[0], b: places[1] }) +
              ' (' +
              coordinates(a.davison.location.latitude, a.davison.location.longitude) +
              ')'
            : coordinates(a.davison.location.latitude, a.davison.location.longitude);
        s5.appendChild(
          el('p', { class: 'hint davison-place' }, [
            fill(t.davisonNote, {
              instant: a.davison.instant.slice(0, 16).replace('T', ' '),
              place: where,
            }),
          ]),
        );
        s5.appendChild(pointsTable(a.davison.chart.points, labels, anyUnknown));
        noonNotes(s5);
        results.appendChild(s5);
      }
    });
  }
})();
