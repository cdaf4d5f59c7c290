import type { Article } from "../types";

export const article: Article = {
  id: 2,
  slug: "permit-process",
  type: "article",
  category: "regulations",
  date: "2024-12-19",
  image: "news/permit-process",
  title: {
    en: "Building permits near Santa Teresa: the process step by step",
    es: "Permisos de construcción en Santa Teresa: el proceso paso a paso",
  },
  excerpt: {
    en: "Land-use certificate, water letter, SETENA, CFIA and the municipal permit: what each step involves, what the owner has to provide and why the process takes two to six months.",
    es: "Uso de suelo, carta de agua, SETENA, CFIA y permiso municipal: qué implica cada paso, qué documentos le corresponden al propietario y por qué el trámite toma de dos a seis meses.",
  },
  body: {
    en: `Building permits in Costa Rica are not mysterious, but they are sequential. Each institution wants to see what the previous one approved, so a missing document at the start can hold up everything that follows. For a house near Santa Teresa, the whole process usually takes between two and six months, from the first certificate to the approved construction permit.

Santa Teresa belongs to the district of Cóbano, which now has its own municipality, so that is where the municipal steps happen. The rest of the process runs through national bodies: the water provider, SETENA where it applies, and the CFIA, the professional association of engineers and architects that registers construction plans. Here is the sequence as it usually unfolds for a private home, and what you, as the owner, need to have ready.

**Before anything else: the lot’s paperwork**

Most delays we see start here, before any institution has looked at the project. The owner normally needs to provide:

- The cadastral plan (plano catastrado) of the lot, registered and matching what is actually on the ground.
- A registry certificate (certificación literal) from the Registro Nacional, showing the owner and any mortgages, liens or annotations on the property.
- Identification: a passport for a foreign owner or, if the lot is held by a company, its legal status certificate (personería jurídica) and the legal representative’s ID.
- A power of attorney if someone else will sign on your behalf, which is common for owners who live abroad.
- Proof that municipal taxes and services on the lot are paid up to date.

It is also worth confirming where the lot sits. Land within the maritime-terrestrial zone, the first 200 metres from the high-tide line, is generally held under a concession rather than as titled property, and the first 50 metres are public. Building there follows different rules and depends on a coastal regulatory plan, so check this with a lawyer before you design anything.

**Step one: the land-use certificate**

The certificado de uso de suelo is issued by the municipality and states what can be built on the lot: the permitted use, and usually limits on coverage, setbacks, height and density. It is the foundation of the design, because plans that ignore it will be rejected later. It can often be requested early, even before the lot is purchased, and we recommend doing so whenever possible.

**Step two: water and other availability letters**

*The water availability letter*

No permit moves forward without proof that the house will have drinking water. Around Santa Teresa, that letter (carta de disponibilidad de agua) comes from the local ASADA, the community water association, or from AyA where it provides the service. Water is a genuine constraint in parts of the peninsula, and some areas have limited new connections at times. If the answer is no, the alternatives, such as a well, need their own concession from the national water authority, which adds time. Ask for the water letter as early as you can.

*Other letters you may need*

Depending on the lot, you may also need an electricity availability letter from the power provider, and setback definitions (alineamientos) if the lot borders a national road or a river or stream. Forested areas and protection zones around water also limit where you can build.

**Step three: SETENA, where it applies**

SETENA, the national environmental technical secretariat, grants environmental viability. Many single-family homes do not need a full environmental assessment, but a project may require SETENA’s review because of its size, its location near protected or sensitive areas, the amount of earth to be moved, or because it is part of a larger development such as a condominium. The criteria have changed over the years, so your architect or engineer should confirm early whether it applies to you. When it does, it can add weeks or months to the process, which is one reason the overall range is so wide.

**Step four: plans registered with the CFIA**

The construction plans are prepared and signed by professionals registered with the CFIA: the architect and the structural, electrical and plumbing engineers. They are uploaded to the CFIA’s digital platform, where the plans are reviewed and registered, and a professional is named as responsible for technical supervision of the work. Depending on the type of project, other institutions may review the plans on the same platform. The CFIA charges a registration fee based on the declared value of the work.

A complete, coherent set of plans makes a big difference here. Plans that contradict each other, or that do not match the land-use certificate or the cadastral plan, come back with observations, and every round of corrections adds time.

**Step five: the municipal construction permit**

With the registered plans and all the supporting documents, the permit application goes to the municipality. Alongside the plans and the lot’s paperwork, the municipality normally asks for proof of a workers’ compensation policy for the construction (póliza de riesgos del trabajo) and for the earlier certificates and letters. The permit fee is about 1% of the declared construction value. The municipality may issue observations that must be answered before it approves the permit. Once granted, the permit should be kept available on site.

*Declare a realistic value*

It can be tempting to declare a low construction value to reduce fees. It is rarely a good idea: the value is checked against reference costs, and an unrealistic figure can cause problems later with property tax, insurance or a future sale.

**During construction: inspections and the site logbook**

The permit is not the end of the relationship with the authorities. Municipal inspectors may visit the site during construction to check that the work matches the approved plans. The professional responsible for the work keeps the CFIA site logbook (bitácora), recording each visit, instructions and any relevant changes. Significant changes to the design may require revised plans and, in some cases, an update to the permit. Building without a permit, or far from what was approved, can lead to a stop-work order and fines, and it complicates connecting services and selling the property later.

**Why it takes two to six months, and how to stay at the short end**

The spread depends on water availability, whether SETENA is involved, the complexity of the project, the completeness of the first submission and the workload of each institution at the time. What you can control:

- Gather the cadastral plan, registry certificate and identification documents before the design is finished.
- Request the land-use certificate and the water letter at the very start.
- Make sure the plans, the cadastral plan and the land-use certificate tell the same story.
- Answer observations quickly; a reply that waits two weeks costs two weeks.
- If you live abroad, sign a power of attorney so that documents do not wait on couriers.

**What to prepare**

If you are about to buy a lot or start a design, begin with its documents: the cadastral plan, a recent registry certificate and, ideally, a land-use certificate and an answer on water. A lawyer can review the title, and an experienced architect or builder can tell you what the lot allows before you commit. Solera’s team handles this process for its clients with the municipality (Cóbano) and the CFIA, and is happy to look at your lot’s paperwork with you before you take the next step.`,
    es: `Los permisos de construcción en Costa Rica no tienen nada de misterioso, pero van en cadena. Cada institución quiere ver lo que aprobó la anterior, así que un documento que falte al principio puede frenar todo lo que viene después. Para una casa cerca de Santa Teresa, el proceso completo suele tomar entre dos y seis meses, desde el primer certificado hasta el permiso de construcción aprobado.

Santa Teresa pertenece al distrito de Cóbano, que hoy tiene su propia municipalidad, y es ahí donde se hacen los trámites municipales. El resto pasa por instituciones nacionales: el ente que da el servicio de agua, SETENA cuando corresponde y el CFIA, el colegio de ingenieros y arquitectos donde se registran los planos. Este es el orden habitual para una vivienda particular y lo que usted, como propietario, debe tener listo.

**Antes que nada: los papeles del lote**

La mayoría de los atrasos que vemos empiezan aquí, antes de que una institución haya revisado el proyecto. Por lo general, al propietario le corresponde aportar:

- El plano catastrado del lote, inscrito y que coincida con lo que hay en el terreno.
- La certificación literal del Registro Nacional, donde constan el propietario y cualquier hipoteca, gravamen o anotación sobre la finca.
- La identificación: pasaporte si el dueño es extranjero o, si el lote está a nombre de una sociedad, la personería jurídica y la cédula o el pasaporte del representante legal.
- Un poder, si otra persona va a firmar en su nombre, algo muy común cuando el propietario vive fuera del país.
- La constancia de estar al día con los impuestos y servicios municipales del lote.

También conviene confirmar dónde está el lote. Los terrenos dentro de la zona marítimo-terrestre, los primeros 200 metros desde la línea de pleamar, se tienen en general por concesión y no como propiedad inscrita, y los primeros 50 metros son zona pública. Construir ahí sigue otras reglas y depende de un plan regulador costero, así que revíselo con un abogado antes de diseñar.

**Primer paso: el uso de suelo**

El certificado de uso de suelo lo emite la municipalidad e indica qué se puede construir en el lote: el uso permitido y, por lo general, los límites de cobertura, retiros, altura y densidad. Es la base del diseño, porque unos planos que no lo respeten se rechazan más adelante. Muchas veces se puede pedir desde temprano, incluso antes de comprar el lote, y le recomendamos hacerlo siempre que se pueda.

**Segundo paso: la carta de agua y otras disponibilidades**

*La carta de disponibilidad de agua*

Ningún permiso avanza sin la prueba de que la casa va a tener agua potable. Cerca de Santa Teresa, esa carta la da la ASADA de la comunidad o el AyA en las zonas donde este presta el servicio. El agua es una limitación real en partes de la península, y en algunas zonas las conexiones nuevas se han restringido por temporadas. Si la respuesta es negativa, las alternativas, como un pozo, requieren su propia concesión ante la autoridad nacional del agua, y eso suma tiempo. Pida la carta de agua lo antes posible.

*Otras cartas que podría necesitar*

Según el lote, también puede hacer falta la carta de disponibilidad eléctrica de la empresa que da el servicio, y los alineamientos si el lote colinda con una ruta nacional o con un río o quebrada. Las áreas de bosque y las zonas de protección alrededor del agua también limitan dónde se puede construir.

**Tercer paso: SETENA, cuando aplica**

La Secretaría Técnica Nacional Ambiental, SETENA, otorga la viabilidad ambiental. Muchas viviendas unifamiliares no necesitan una evaluación ambiental completa, pero un proyecto puede requerir la revisión de SETENA por su tamaño, por estar cerca de áreas protegidas o frágiles, por el volumen de movimiento de tierras o por formar parte de un desarrollo mayor, como un condominio. Los criterios han cambiado con los años, así que su arquitecto o ingeniero debe confirmar desde el inicio si le aplica. Cuando aplica, puede sumar semanas o meses, y esa es una de las razones por las que el rango total es tan amplio.

**Cuarto paso: el registro de planos en el CFIA**

Los planos constructivos los preparan y firman profesionales inscritos en el CFIA: el arquitecto y los ingenieros estructural, eléctrico y mecánico. Se suben a la plataforma digital del CFIA, donde se revisan y se registran, y se nombra a un profesional responsable de la dirección técnica de la obra. Según el tipo de proyecto, otras instituciones pueden revisar los planos en la misma plataforma. El CFIA cobra una tasa de registro calculada sobre el valor de obra declarado.

Un juego de planos completo y coherente hace una gran diferencia. Los planos que se contradicen entre sí, o que no calzan con el uso de suelo o con el plano catastrado, vuelven con observaciones, y cada ronda de correcciones suma tiempo.

**Quinto paso: el permiso de construcción municipal**

Con los planos registrados y todos los documentos de respaldo, la solicitud pasa a la municipalidad. Además de los planos y los papeles del lote, normalmente se pide la póliza de riesgos del trabajo del INS para la obra, junto con los certificados y cartas de los pasos anteriores. El permiso cuesta alrededor del 1% del valor de obra declarado. La municipalidad puede hacer prevenciones que hay que contestar antes de la aprobación. Una vez otorgado, conviene tener el permiso a mano en la obra.

*Declare un valor realista*

Puede ser tentador declarar un valor de obra bajo para pagar menos. Casi nunca es buena idea: el valor se compara con costos de referencia, y una cifra poco realista puede traer problemas después con el impuesto sobre bienes inmuebles, con el seguro o a la hora de vender.

**Durante la obra: inspecciones y bitácora**

El permiso no termina la relación con las autoridades. Los inspectores municipales pueden visitar la obra para comprobar que lo construido coincide con los planos aprobados. El profesional responsable lleva la bitácora del CFIA, donde anota cada visita, las instrucciones y los cambios relevantes. Los cambios importantes de diseño pueden requerir planos corregidos y, en algunos casos, actualizar el permiso. Construir sin permiso, o muy distinto de lo aprobado, puede terminar en una clausura de la obra y multas, y complica la conexión de servicios y una venta futura.

**Por qué toma de dos a seis meses y cómo quedar en el extremo corto**

La diferencia depende de la disponibilidad de agua, de si interviene SETENA, de la complejidad del proyecto, de qué tan completa va la primera presentación y de la carga de trabajo de cada institución en ese momento. Lo que sí está en sus manos:

- Reúna el plano catastrado, la certificación literal y los documentos de identificación antes de terminar el diseño.
- Pida el uso de suelo y la carta de agua desde el primer día.
- Asegúrese de que los planos, el plano catastrado y el uso de suelo digan lo mismo.
- Conteste las prevenciones rápido: una respuesta que espera dos semanas cuesta dos semanas.
- Si vive fuera del país, otorgue un poder para que los documentos no dependan del courier.

**Qué preparar**

Si está por comprar un lote o empezar un diseño, comience por sus documentos: el plano catastrado, una certificación literal reciente e, idealmente, el uso de suelo y una respuesta sobre el agua. Un abogado puede revisar la situación registral, y un arquitecto o constructor con experiencia puede decirle qué permite el lote antes de comprometerse. El equipo de Solera se encarga de este trámite para sus clientes ante la municipalidad (Cóbano) y el CFIA, y con gusto revisa con usted los papeles de su lote antes de dar el siguiente paso.`,
  },
};
