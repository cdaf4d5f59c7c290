import type { Article } from "../types";

export const article: Article = {
  id: 8,
  slug: "water-setena",
  type: "article",
  category: "regulations",
  date: "2024-12-13",
  image: "news/water-setena",
  title: {
    en: "Water letters, wells and SETENA: the approvals behind a permit",
    es: "Agua, pozos y SETENA: los trámites detrás del permiso de construcción",
  },
  excerpt: {
    en: "Before the permit comes the water: the ASADA or AyA letter, well concessions, SETENA viability and wastewater design. What each involves and how it fits the permit timeline.",
    es: "Antes del permiso está el agua: la carta de la ASADA o del AyA, la concesión de un pozo, la viabilidad de SETENA y el sistema séptico. Qué implica cada trámite y cuánto tarda.",
  },
  body: {
    en: `A construction permit in Costa Rica rests on several approvals that come before it, and on the Nicoya Peninsula the ones that most often set the pace of a project are about water: whether there is a supply for the house, what happens to the wastewater, and whether the project needs environmental viability from SETENA. None of these is complicated in itself, but each has its own office, its own forms and its own waiting time, and all of them are easier to handle if you know about them before you buy a lot.

This is an overview of how these approvals work in practice. Rules change and details vary by location, so treat it as a guide to the right questions, and confirm the specifics for your lot with the municipality, the water provider and a qualified consultant.

**The water availability letter**

Before the municipality will issue a construction permit, it needs proof that the property has access to drinking water. In much of the country, and in most communities around Santa Teresa, Mal País, Cóbano and Montezuma, the public water system is run by a local ASADA, a community association that manages it under delegation from AyA, the national water and sewerage institute. Where AyA supplies the area directly, the request goes to AyA instead.

The document you need is the carta de disponibilidad de agua, a letter in which the provider confirms it can supply the property. To request it you will typically need the property’s registry details and cadastral plan, the owner’s identification and a description of the intended use: one house, several units, a small hotel. The provider then assesses whether its sources and network can take on the new demand.

Points that catch people out:

- Availability is not guaranteed. Where sources are under pressure, as happens in parts of the peninsula during the dry season, an ASADA may limit new connections, approve only a certain number of units, or ask for a contribution towards infrastructure.
- Letters usually have limited validity, so a letter a previous owner obtained years ago may need to be renewed.
- The letter covers a stated use. A letter for one house does not cover a later plan for four rental villas.

That is why checking water availability belongs in your due diligence before you buy land, not after.

**Wells and the concession from the Dirección de Agua**

Where there is no public network, or the provider cannot supply, the alternative is a well. In Costa Rica groundwater is in the public domain, so using it requires permission from the state, handled by the Dirección de Agua of MINAE, the environment ministry.

The process usually has two stages:

- A drilling permit, requested before any drilling, supported by technical studies, with the well drilled by a company registered for that work. Location matters: there are minimum distances from septic systems, property lines and other wells, and restrictions in protected areas.
- A water-use concession (concesión de aprovechamiento), which sets how much water may be taken and for what purpose, and carries an annual fee. Concessions are granted for a fixed term and must be renewed.

Water quality needs checking too: a laboratory analysis shows whether the water is fit to drink or needs treatment. Near the coast, a well drilled too deep or pumped too hard can draw in salt water, so the hydrogeology of the lot deserves attention.

Processing times at the Dirección de Agua vary and can be long, often several months. A well can be a good solution, but it should be started early and budgeted realistically, including the pump, storage tank and treatment equipment.

**SETENA environmental viability**

SETENA, the national environmental technical secretariat, grants environmental viability (viabilidad ambiental) to projects that require an environmental assessment. Whether yours does depends on its size and nature, on the lot and its surroundings, and on local zoning rules.

*When it applies*

Many single-family homes on an ordinary lot do not need a SETENA process at all. It becomes more likely, and more demanding, when the project is larger, when there are several units or a condominium, when there are significant earthworks on steep ground, or when the lot is close to rivers, wetlands, protected areas, the coast or other environmentally fragile zones. The municipality or an environmental consultant can tell you which case applies, and it is worth asking at the very start.

*The D1 and D2 forms*

SETENA classifies projects by their potential environmental impact:

- The D2 is a simplified form, signed as a sworn declaration, for low-impact activities. It is the easier route and is usually resolved more quickly.
- The D1 is the initial environmental assessment for projects of moderate or higher potential impact. It is prepared by an environmental consultant registered with SETENA and, depending on the project’s category, can lead to further requirements: a sworn declaration of environmental commitments, an environmental management plan or, for the largest projects, a full environmental impact study.

Projects that go through the D1 route may also have to appoint an environmental regent to supervise compliance during construction and to lodge an environmental guarantee. Timelines range from a few weeks in simple cases to many months where a full study is needed.

**Wastewater: septic systems and treatment plants**

Most houses on the peninsula are not connected to a public sewer, so each property treats its own wastewater. The permit drawings include the sanitary system, designed by a professional in line with the Ministry of Health’s regulations and the CFIA’s plumbing code.

*Septic tank and drain field*

For a single house, the usual system is a septic tank followed by a drain field that lets the treated effluent soak into the ground. Its size depends on the number of occupants and, above all, on how well the soil absorbs water, which is measured with an infiltration test on the lot. Sandy soils near the beach drain quickly but can have a high water table; clay soils on the hills may absorb too slowly. Both can be solved, but they affect the design, the space required and the cost, and the drain field has to keep its distance from wells, creeks and property lines.

*Treatment plants*

For condominiums, hotels, large houses with many bathrooms, or lots where the soil or the available space will not support a drain field, a compact wastewater treatment plant is often required. These treat water to a higher standard, sometimes well enough to reuse for irrigation, but they need their own permits, regular maintenance and, in many cases, periodic operating reports to the Ministry of Health. Budget for the running costs, not just the installation.

**Rainwater harvesting**

With heavy rain from May to November and almost none from December to April, collecting rainwater makes a lot of sense here. A roof of a few hundred square metres gathers a great deal of water in the rainy season, and a cistern with a first-flush diverter and filtration can supply irrigation, toilets, laundry and pool top-ups, easing demand on the public system in the dry months. For drinking, it needs proper treatment.

In our experience, rainwater is treated as a supplement when a permit is assessed, not as a substitute for a water availability letter or a well concession. Storage has to be sized for the long dry season, so planning the cistern together with the architecture, often under a terrace or built into a retaining wall, saves space and money.

**How it all fits the permit timeline**

A typical sequence for a new house looks like this:

- Before buying: check zoning and land use, water availability, access and any environmental restrictions on the lot.
- Early design: obtain the land-use certificate (uso de suelo) and the water availability letter, or start the well process; find out whether SETENA applies.
- Design development: carry out the infiltration test and design the wastewater system; file with SETENA where required.
- Construction drawings: register the plans with the CFIA.
- Permit: apply to the municipality (Cóbano, for Santa Teresa and the surrounding area) and pay the permit fee, which is about 1% of the declared construction value.

We usually quote 2 to 6 months for permits. Water and environmental approvals are the main reason a project ends up at the long end of that range, or beyond it when a full environmental study is needed.

If you are looking at a lot, ask the seller for any existing water letter, well concession or SETENA resolution, and check their dates. Request the water letter early, and ask a consultant whether SETENA applies before you commit to a design. Solera’s team handles these steps as part of our permit work and can review a lot’s situation with you before you buy.`,
    es: `Un permiso de construcción en Costa Rica se apoya en varias aprobaciones previas, y en la península de Nicoya las que más suelen marcar el ritmo de un proyecto tienen que ver con el agua: si hay abastecimiento para la casa, qué pasa con las aguas residuales y si el proyecto necesita viabilidad ambiental de SETENA. Ninguno de estos trámites es complicado por sí solo, pero cada uno tiene su oficina, sus formularios y sus plazos, y todos se manejan mucho mejor si se conocen antes de comprar el lote.

Este es un panorama de cómo funcionan en la práctica. Las normas cambian y los detalles varían según la zona, así que tómelo como una guía de las preguntas que hay que hacer, y confirme lo específico de su lote con la municipalidad, el proveedor de agua y un consultor calificado.

**La carta de disponibilidad de agua**

Antes de otorgar el permiso de construcción, la municipalidad necesita constancia de que la propiedad tiene acceso a agua potable. En buena parte del país, y en la mayoría de las comunidades de Santa Teresa, Mal País, Cóbano y Montezuma, el acueducto lo administra una ASADA, una asociación comunal que maneja el sistema por delegación del AyA. Donde el servicio lo presta directamente el AyA, la solicitud se hace ante el AyA.

El documento que se necesita es la carta de disponibilidad de agua, en la que el proveedor confirma que puede abastecer la propiedad. Para pedirla normalmente se requieren los datos registrales de la finca y el plano catastrado, la identificación del propietario y una descripción del uso previsto: una casa, varias unidades, un hotel pequeño. El proveedor evalúa entonces si sus fuentes y su red aguantan la nueva demanda.

Puntos donde mucha gente se lleva sorpresas:

- La disponibilidad no está garantizada. Donde las fuentes están bajo presión, algo que ocurre en partes de la península durante el verano, una ASADA puede limitar las conexiones nuevas, aprobar solo cierto número de unidades o pedir un aporte para obras de infraestructura.
- Las cartas suelen tener una vigencia limitada, así que una carta que obtuvo un dueño anterior hace años quizá deba renovarse.
- La carta corresponde a un uso declarado. Una carta para una casa no cubre un plan posterior de cuatro villas de alquiler.

Por eso, verificar la disponibilidad de agua forma parte de la debida diligencia antes de comprar el terreno, no después.

**Pozos y la concesión de la Dirección de Agua**

Donde no hay red pública, o el proveedor no puede abastecer, la alternativa es un pozo. En Costa Rica el agua subterránea es de dominio público, así que aprovecharla requiere un permiso del Estado, que tramita la Dirección de Agua del MINAE.

El proceso suele tener dos etapas:

- Un permiso de perforación, que se solicita antes de perforar, respaldado por estudios técnicos, con la perforación a cargo de una empresa inscrita para ese trabajo. La ubicación importa: hay distancias mínimas a tanques sépticos, linderos y otros pozos, y restricciones en áreas protegidas.
- Una concesión de aprovechamiento de agua, que fija cuánta agua se puede extraer y para qué uso, y que implica el pago de un canon anual. Las concesiones se otorgan por un plazo determinado y hay que renovarlas.

También hay que revisar la calidad: un análisis de laboratorio indica si el agua es apta para consumo humano o necesita tratamiento. Cerca de la costa, un pozo demasiado profundo o bombeado en exceso puede jalar agua salada, así que la hidrogeología del lote merece atención.

Los plazos en la Dirección de Agua varían y pueden ser largos, a menudo de varios meses. Un pozo puede ser una buena solución, pero conviene arrancar temprano y presupuestarlo con realismo, incluidos la bomba, el tanque de almacenamiento y el equipo de tratamiento.

**La viabilidad ambiental de SETENA**

La Secretaría Técnica Nacional Ambiental (SETENA) otorga la viabilidad ambiental a los proyectos que requieren una evaluación de impacto ambiental. Que el suyo la necesite o no depende de su tamaño y naturaleza, de las características del lote y su entorno, y de la normativa de zonificación local.

*Cuándo aplica*

Muchas viviendas unifamiliares en un lote común no necesitan pasar por SETENA. Se vuelve más probable, y el trámite más exigente, cuando el proyecto es más grande, cuando hay varias unidades o un condominio, cuando hay movimientos de tierra importantes en terreno quebrado, o cuando el lote está cerca de ríos, humedales, áreas protegidas, la costa u otras zonas de fragilidad ambiental. La municipalidad o un consultor ambiental le pueden decir qué caso aplica, y vale la pena preguntarlo desde el principio.

*Los formularios D1 y D2*

SETENA clasifica los proyectos según su impacto ambiental potencial:

- El D2 es un formulario simplificado, firmado como declaración jurada, para actividades de bajo impacto. Es la ruta más sencilla y suele resolverse más rápido.
- El D1 es la evaluación ambiental inicial para proyectos de impacto potencial moderado o alto. Lo prepara un consultor ambiental inscrito en SETENA y, según la categoría del proyecto, puede derivar en requisitos adicionales: una declaración jurada de compromisos ambientales, un plan de gestión ambiental o, en los proyectos más grandes, un estudio de impacto ambiental completo.

Los proyectos que pasan por la vía del D1 también pueden tener que nombrar un regente ambiental que vigile el cumplimiento durante la obra y depositar una garantía ambiental. Los plazos van desde algunas semanas en los casos sencillos hasta muchos meses cuando se requiere un estudio completo.

**Aguas residuales: tanques sépticos y plantas de tratamiento**

La mayoría de las casas de la península no están conectadas a un alcantarillado sanitario, así que cada propiedad trata sus propias aguas residuales. Los planos del permiso incluyen el sistema sanitario, diseñado por un profesional según la reglamentación del Ministerio de Salud y el código de instalaciones hidráulicas y sanitarias del CFIA.

*Tanque séptico y drenaje*

Para una casa, el sistema usual es un tanque séptico seguido de un drenaje que permite que el efluente tratado se infiltre en el suelo. Su tamaño depende del número de ocupantes y, sobre todo, de qué tan bien absorbe el agua el terreno, algo que se mide con una prueba de infiltración en el lote. Los suelos arenosos cerca de la playa drenan rápido, pero pueden tener el nivel freático alto; los suelos arcillosos de los cerros pueden absorber demasiado lento. Ambos casos tienen solución, pero afectan el diseño, el espacio necesario y el costo, y el drenaje debe respetar distancias a pozos, quebradas y linderos.

*Plantas de tratamiento*

Para condominios, hoteles, casas grandes con muchos baños o lotes donde el suelo o el espacio no dan para un drenaje, muchas veces se requiere una planta de tratamiento compacta. Estas plantas tratan el agua a un nivel más alto, a veces lo suficiente para reutilizarla en riego, pero necesitan sus propios permisos, mantenimiento constante y, en muchos casos, reportes operacionales periódicos al Ministerio de Salud. Hay que presupuestar el costo de operación, no solo el de instalación.

**Cosecha de agua de lluvia**

Con aguaceros fuertes de mayo a noviembre y casi nada de lluvia de diciembre a abril, captar agua de lluvia tiene mucho sentido aquí. Un techo de unos cuantos cientos de metros cuadrados recoge muchísima agua en invierno, y un tanque de almacenamiento con separador de primeras aguas y filtración puede abastecer el riego, los inodoros, la lavandería y el relleno de la piscina, aliviando la demanda sobre el acueducto en los meses secos. Para consumo humano necesita un tratamiento adecuado.

En nuestra experiencia, al evaluar el permiso el sistema de agua de lluvia se considera un complemento, no un sustituto de la carta de disponibilidad ni de la concesión de un pozo. El almacenamiento tiene que dimensionarse para el largo verano, así que planear el tanque junto con la arquitectura, muchas veces bajo una terraza o integrado a un muro de retención, ahorra espacio y dinero.

**Cómo encaja todo en el plazo de los permisos**

Una secuencia típica para una casa nueva se ve así:

- Antes de comprar: revisar la zonificación y el uso de suelo, la disponibilidad de agua, el acceso y cualquier restricción ambiental del lote.
- Diseño inicial: obtener el certificado de uso de suelo y la carta de disponibilidad de agua, o iniciar el trámite del pozo; averiguar si aplica SETENA.
- Desarrollo del diseño: hacer la prueba de infiltración y diseñar el sistema de aguas residuales; presentar el trámite ante SETENA cuando corresponda.
- Planos constructivos: registrar los planos ante el CFIA para obtener el visado.
- Permiso: presentar la solicitud a la municipalidad (la de Cóbano, en el caso de Santa Teresa y alrededores) y pagar el permiso, cuyo costo ronda el 1% del valor declarado de la obra.

Solemos hablar de 2 a 6 meses para los permisos. Los trámites de agua y ambientales son la razón principal por la que un proyecto termina en el extremo largo de ese rango, o más allá cuando se requiere un estudio ambiental completo.

Si está evaluando un lote, pídale al vendedor cualquier carta de agua, concesión de pozo o resolución de SETENA que exista, y revise sus fechas. Solicite la carta de agua temprano y pregúntele a un consultor ambiental si aplica SETENA antes de comprometerse con un diseño. El equipo de Solera se encarga de estos pasos como parte de la gestión de permisos y puede revisar con usted la situación de un lote antes de la compra.`,
  },
};
