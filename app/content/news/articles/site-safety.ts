import type { Article } from "../types";

export const article: Article = {
  id: 10,
  slug: "site-safety",
  type: "article",
  category: "safety",
  date: "2024-12-11",
  image: "news/site-safety",
  title: {
    en: "How a well-run building site in Costa Rica keeps people safe",
    es: "Cómo se trabaja con seguridad en una obra bien llevada en Costa Rica",
  },
  excerpt: {
    en: "Guardrails, harnesses, heat breaks, dry cables and INS insurance for every worker: what keeps a site near Santa Teresa safe, and what you should see when you visit yours.",
    es: "Barandas, arneses, pausas por el calor, cables secos y póliza del INS para cada trabajador: qué mantiene segura una obra cerca de Santa Teresa y qué debería ver usted al visitarla.",
  },
  body: {
    en: `A building site is one of the most dangerous workplaces there is, and a tropical coastal site adds risks of its own: heat that can drop a strong worker in the dry season, downpours and wet cables in the rainy season, steep lots, narrow access roads and neighbours a few metres away. A well-run site is not one where nothing ever goes wrong, but one where the obvious risks are controlled every day, as a matter of routine.

For an owner, safety is not only a moral question. An accident can stop the work for weeks, bring inspections and, if the workers are not properly insured, leave legal and financial consequences that can reach the owner of the property. Here is how we approach it, and what you should expect to see.

**Working at height: scaffolding, edges and harnesses**

Falls are the most serious risk on a villa build. Two-storey walls, roof structures, slab edges and drops in the terrain keep people working at height for months.

*Scaffolding done properly*

Scaffolding should stand on firm, level ground, on base plates or solid boards, never on loose soil or stacked blocks, and be tied to the structure as it rises. Every working platform needs guardrails and toe boards, so that neither a person nor a tool nor a concrete block can go over the edge. Platforms should be fully boarded, with planks that are secured and in good condition. On a hillside lot, where one side of the scaffold may stand several metres higher than the other, this matters even more.

*Slab edges and roofs*

Before an upper slab is poured, its edges get a temporary rail. Openings for stairs and shafts are covered or fenced off. On roofs, workers wear harnesses clipped to a secure anchor or lifeline, not to a loose length of timber. A harness that is not tied to anything is a costume, not protection.

Ladders are tied at the top, extend above the landing, and are used to climb, not as a working platform.

**The basics everyone wears**

Personal protective equipment is the last line of defence, but it has to be there:

- Hard hats for everyone on site, workers and visitors alike, whenever there is work overhead
- Closed boots with protective toecaps and good soles, never sandals
- Safety glasses when cutting, grinding or chipping concrete
- Gloves suited to the task, and hearing protection near saws and compactors
- Harnesses and lanyards for any work at height without a guardrail
- Dust masks when cutting tile, stone or cement board, which release fine dust

The company provides this equipment and replaces it when it wears out. A foreman who wears his own hard hat sets the standard better than any sign.

**Heat, rain and electricity**

*The dry season*

From December to April the peninsula is hot, and the sun on an open slab is intense. Heat exhaustion and heat stroke are real risks, especially for crews pouring concrete or working on roofs. We start early, schedule the heaviest work for the morning, provide plenty of drinking water and shade for breaks, and teach crews to recognise the signs: headache, dizziness, confusion, a worker who stops sweating. Anyone who feels unwell rests in the shade, and nobody is told to push through.

*The rainy season*

From May to November, and especially in September and October, afternoon downpours are the norm. Wet ground and wet cables are a dangerous combination. Temporary power should come from a proper board with ground-fault protection, cables should be kept off the ground and out of puddles, and power tools should be in good condition, with no taped-up cords. When lightning is close, work at height and with metal stops. Rain also softens excavations on sloping lots, so trenches and cuts are checked after every heavy storm and shored or cut back to a safe slope where needed.

**Insurance: every worker covered by the INS**

In Costa Rica, employers are required to insure their workers against occupational accidents and illness with the Instituto Nacional de Seguros, through the policy known as riesgos del trabajo. Workers should also be registered with the social security fund, the Caja Costarricense de Seguro Social (CCSS). This is not optional and it is not a formality: if a worker is injured, the policy pays for medical care and compensation.

Make sure that whoever is building your house, contractor or subcontractor, holds an active policy covering everyone who works on the site. If an owner hires workers directly, without a contractor, the responsibility may fall on the owner. The exact obligations depend on how the work is contracted, so it is worth confirming them with a lawyer before signing anything. A serious contractor will show you the policy and proof that it is up to date without hesitation.

**Daily habits that prevent accidents**

Most accidents come not from a lack of rules but from habits. A short talk at the start of each day, five or ten minutes, is one of the most effective tools on any site. The foreman goes over the day’s tasks, the specific risks (a concrete pour, a crane lift, work on the roof edge) and who does what. New workers get a proper introduction to the site before they start.

Other habits that matter:

- A clean, orderly site: no nails sticking out of boards, no loose material on walkways, offcuts and rubbish removed regularly
- A first-aid kit, a person trained to use it, and emergency numbers posted where everyone can see them
- A plan for getting an injured person to medical care, since clinics and hospitals are a long way from many lots on the peninsula
- Machines operated only by trained people, and a clear zone around excavators, mixers and dump trucks

**Neighbours, visitors and the road**

Santa Teresa and Montezuma are small communities, and a site affects everyone around it. A fence or barrier around the perimeter keeps out children, dogs and curious tourists. A sign at the entrance states that access is restricted and protective equipment is required. Dust is controlled by wetting the ground in the dry season, and noisy work is kept to reasonable hours.

The access road often needs the most care. Concrete trucks and material deliveries share narrow, steep gravel roads with motorbikes, quads and people on foot. Deliveries are scheduled, someone guides trucks when they reverse, and any mud or gravel left on the public road is cleaned up.

Visitors, including owners, architects and inspectors, sign in, wear a hard hat and closed shoes, and are accompanied by someone from the team. This is not bureaucracy: a visitor does not know which slab was poured yesterday or which plank is loose.

**What an owner should see on a site visit**

Whether you visit every month or only a few times during the build, you can tell a lot about a contractor in ten minutes. Look for:

- Guardrails and toe boards on every scaffold platform, and protected slab edges
- Hard hats and boots on everyone, including the foreman
- Drinking water and a shaded place to rest
- Cables off the ground and a proper temporary electrical board
- An orderly site, with materials stacked and walkways clear
- A visible first-aid kit and emergency information
- Someone who meets you at the entrance and hands you a hard hat

If something worries you, ask about it. A good contractor will explain, and fix it.

Before you sign a construction contract, ask who is responsible for safety on site, request proof of the INS riesgos del trabajo policy and of CCSS registration, and ask how the team handles heat, rain and work at height. Solera’s team is glad to answer those questions in detail and to walk you through a site in progress, hard hat included.`,
    es: `Una obra de construcción es uno de los lugares de trabajo más peligrosos que existen, y una obra tropical en la costa suma riesgos propios: un calor que en verano puede tumbar al trabajador más fuerte, aguaceros y cables mojados en invierno, lotes con mucha pendiente, caminos de acceso angostos y vecinos a pocos metros. Una obra bien llevada no es aquella donde nunca pasa nada, sino aquella donde los riesgos evidentes se controlan todos los días, como parte de la rutina.

Para el propietario, la seguridad no es solo una cuestión moral. Un accidente puede detener la obra durante semanas, traer inspecciones y, si los trabajadores no están bien asegurados, dejar consecuencias legales y económicas que pueden alcanzar al dueño de la propiedad. Así la manejamos nosotros, y esto es lo que usted debería ver.

**Trabajo en altura: andamios, bordes y arneses**

Las caídas son el riesgo más grave en la construcción de una villa. Paredes de dos pisos, estructuras de techo, bordes de losa y desniveles del terreno mantienen a la gente trabajando en altura durante meses.

*Andamios bien armados*

El andamio debe apoyarse en suelo firme y nivelado, sobre placas base o tablones sólidos, nunca sobre tierra suelta ni sobre blocks apilados, y amarrarse a la estructura conforme sube. Cada plataforma de trabajo necesita barandas y rodapiés, para que ni una persona ni una herramienta ni un block caigan por el borde. Las plataformas deben estar completamente entabladas, con tablones asegurados y en buen estado. En un lote de ladera, donde un lado del andamio puede quedar varios metros más alto que el otro, esto es todavía más importante.

*Bordes de losa y techos*

Antes de chorrear una losa de entrepiso, sus bordes reciben una baranda provisional. Los huecos de escaleras y ductos se tapan o se cercan. En el techo, los trabajadores usan arnés enganchado a un anclaje seguro o a una línea de vida, no a una regla suelta. Un arnés que no está amarrado a nada es un disfraz, no una protección.

Las escaleras de mano se amarran arriba, sobresalen del punto de llegada y sirven para subir y bajar, no como plataforma de trabajo.

**Lo básico que todos usan**

El equipo de protección personal es la última barrera, pero tiene que estar:

- Casco para todos en la obra, trabajadores y visitantes, siempre que haya trabajos por encima
- Botas cerradas con puntera de protección y buena suela; nunca sandalias
- Anteojos de seguridad al cortar, esmerilar o picar concreto
- Guantes adecuados a cada tarea, y protección auditiva cerca de sierras y compactadoras
- Arnés y línea de anclaje para cualquier trabajo en altura sin baranda
- Mascarilla al cortar cerámica, piedra o fibrocemento, que sueltan polvo fino

La empresa entrega este equipo y lo repone cuando se desgasta. Un maestro de obras que usa su propio casco marca la pauta mejor que cualquier rótulo.

**Calor, lluvia y electricidad**

*El verano*

De diciembre a abril la península es caliente, y el sol sobre una losa descubierta es intenso. El agotamiento por calor y el golpe de calor son riesgos reales, sobre todo para quienes están chorreando o trabajando en el techo. Empezamos temprano, dejamos las tareas más pesadas para la mañana, damos agua potable en abundancia y sombra para los descansos, y enseñamos a las cuadrillas a reconocer las señales: dolor de cabeza, mareo, confusión, un compañero que deja de sudar. Quien se siente mal descansa a la sombra, y a nadie se le pide que aguante.

*El invierno*

De mayo a noviembre, y sobre todo en setiembre y octubre, los aguaceros de la tarde son la norma. Suelo mojado y cables mojados son una combinación peligrosa. La electricidad provisional debe salir de un tablero adecuado con protección diferencial, los cables deben ir levantados del suelo y lejos de los charcos, y las herramientas eléctricas deben estar en buen estado, sin extensiones remendadas con cinta. Cuando hay rayería cerca, se suspenden los trabajos en altura y con metal. La lluvia también ablanda las excavaciones en lotes inclinados, así que las zanjas y los cortes se revisan después de cada aguacero fuerte y se apuntalan o se les da talud cuando hace falta.

**El seguro: cada trabajador cubierto por el INS**

En Costa Rica, el patrono está obligado a asegurar a sus trabajadores contra accidentes y enfermedades laborales con el Instituto Nacional de Seguros, mediante la póliza de riesgos del trabajo. Los trabajadores también deben estar inscritos en la Caja Costarricense de Seguro Social (CCSS). No es opcional ni es un simple trámite: si un trabajador se lesiona, la póliza cubre la atención médica y las indemnizaciones.

Asegúrese de que quien construye su casa, sea contratista o subcontratista, tenga una póliza vigente que cubra a todas las personas que trabajan en la obra. Si el propietario contrata trabajadores directamente, sin contratista, la responsabilidad puede recaer sobre él. Las obligaciones exactas dependen de cómo se contrate el trabajo, así que conviene confirmarlas con un abogado antes de firmar. Un contratista serio le muestra la póliza y la constancia de estar al día sin titubear.

**Hábitos diarios que evitan accidentes**

La mayoría de los accidentes no se deben a la falta de reglas, sino a los hábitos. Una charla corta al inicio de cada jornada, de cinco o diez minutos, es una de las herramientas más eficaces en cualquier obra. El maestro de obras repasa las tareas del día, los riesgos específicos (una chorrea, una izada con grúa, trabajo en el borde del techo) y quién hace qué. Quien llega nuevo recibe una inducción antes de empezar.

Otros hábitos que importan:

- Una obra limpia y ordenada: sin clavos salidos en las reglas, sin material suelto en los pasillos, con los sobrantes y la basura retirados con frecuencia
- Un botiquín, una persona capacitada en primeros auxilios y los números de emergencia a la vista de todos
- Un plan para llevar a un herido a recibir atención, porque en la península las clínicas y los hospitales quedan lejos de muchos lotes
- Maquinaria operada solo por personal capacitado, y un área despejada alrededor de retroexcavadoras, batidoras y vagonetas

**Vecinos, visitantes y el camino**

Santa Teresa y Montezuma son comunidades pequeñas, y una obra afecta a todos a su alrededor. Una cerca o barrera en el perímetro mantiene afuera a niños, perros y turistas curiosos. Un rótulo en la entrada indica que el ingreso es restringido y que el equipo de protección es obligatorio. En verano, el polvo se controla mojando el terreno, y los trabajos ruidosos se mantienen en horarios razonables.

El camino de acceso suele ser lo que exige más cuidado. Los camiones de concreto y las entregas de material comparten caminos de lastre angostos y empinados con motos, cuadraciclos y peatones. Las entregas se programan, alguien guía a los camiones cuando dan marcha atrás y se limpia el barro o el lastre que quede en la vía pública.

Los visitantes, incluidos propietarios, arquitectos e inspectores, se registran, usan casco y zapato cerrado y andan acompañados por alguien del equipo. No es burocracia: un visitante no sabe qué losa se chorreó ayer ni qué tablón está flojo.

**Qué debería ver el propietario en una visita**

Ya sea que visite la obra cada mes o solo algunas veces durante la construcción, en diez minutos puede darse cuenta de mucho. Fíjese en:

- Barandas y rodapiés en cada plataforma de andamio, y bordes de losa protegidos
- Casco y botas en todos, incluido el maestro de obras
- Agua potable y un lugar con sombra para descansar
- Cables levantados del suelo y un tablero eléctrico provisional como corresponde
- Una obra ordenada, con materiales apilados y pasillos despejados
- Un botiquín visible e información de emergencia
- Alguien que lo recibe en la entrada y le entrega un casco

Si algo le preocupa, pregunte. Un buen contratista le explica y lo corrige.

Antes de firmar un contrato de construcción, pregunte quién es el responsable de la seguridad en la obra, pida la póliza de riesgos del trabajo del INS y la constancia de la CCSS, y consulte cómo maneja el equipo el calor, la lluvia y el trabajo en altura. El equipo de Solera con gusto responde esas preguntas en detalle y le muestra una obra en proceso, con casco incluido.`,
  },
};
