import type { Article } from "../types";

export const article: Article = {
  id: 16,
  slug: "budgeting",
  type: "article",
  category: "business",
  date: "2024-12-05",
  image: "news/budgeting",
  title: {
    en: "How to budget a villa in Costa Rica without surprises",
    es: "Cómo presupuestar una villa en Costa Rica sin llevarse sorpresas",
  },
  excerpt: {
    en: "Cost per square metre is only the start. Site, finishes, soft costs, contingency and the exchange rate all shape what a villa really costs. Here is how to build a budget that holds.",
    es: "El costo por metro cuadrado es solo el comienzo. El lote, los acabados, los costos indirectos, los imprevistos y el tipo de cambio definen lo que cuesta de verdad una villa.",
  },
  body: {
    en: `The first question almost every client asks is what a villa costs per square metre. It is a fair question, and the honest answer is that it depends, often by a wide margin. Two houses of the same size near Santa Teresa can differ in cost by half or more, because of the lot they stand on, the way they are designed and the finishes chosen. A useful budget starts from the things that drive those differences, and it includes the costs that never appear in a price per square metre.

This article explains how we think about a villa budget: what moves the cost, what sits outside the construction contract, how much to keep in reserve, how the exchange rate affects you and how payments are usually structured.

**What drives the cost per square metre**

*The site*

The lot is the first cost driver, and the one most often underestimated. A flat lot beside a good road needs little more than a foundation. A steep hillside lot needs excavation, retaining walls, deeper or stepped foundations, more drainage and often a longer time on structure. Poor access adds cost to every delivery: smaller trucks, more trips, pumped concrete and, in the rainy season, lost days. Bringing water and electricity from a distance, or improving an access road, can add a noticeable sum before the house itself begins.

*Design and structure*

Simple, compact plans cost less per square metre than long, stepped or cantilevered ones. Large spans, wide openings with no columns, double-height spaces and roof terraces all require more structure, and on the Nicoya Peninsula that structure has to meet demanding seismic requirements. None of these choices is wrong; they simply have a price, and it is better to know it while the design is still on paper.

*Finishes, glazing and pools*

Finishes are where budgets swing most. Floors, kitchens, bathrooms, joinery, lighting and hardware can vary by several times in price for the same area. Glazing deserves its own line: large sliding doors and window walls facing the ocean are part of the appeal of a villa here, but high-performance frames and glass suited to the wind and salt are a significant cost. Pools, especially infinity edges on a slope, decks, outdoor kitchens and landscaping can add a substantial amount that is not reflected in the house’s interior area.

Because all of this varies so much, we do not publish a standard price per square metre. Any figure you hear should come with the assumptions behind it: which lot, which level of finish, what is included and what is not.

**Hard costs and soft costs**

Hard costs are the physical work: site preparation, structure, roof, walls, installations, finishes, pool and exterior works. Soft costs are everything else needed to get there, and they are easy to forget when comparing a quote with a rough price per square metre. They typically include:

- design fees: architecture, structural and electromechanical engineering
- topographic survey and soil study
- environmental viability from SETENA, where it applies, and any studies it requires
- the CFIA registration of the plans, with its own fee
- the municipal construction permit, about 1% of the declared construction value
- utility connection costs and the water availability process
- workers’ insurance with the INS, which is required by law, and optional construction all-risk insurance
- legal fees, for the land purchase, contracts and, if you use one, a company structure
- taxes, including VAT on services and materials, whose treatment for construction has changed in recent years and should be confirmed with an accountant
- furniture, appliances, equipment and fit-out if they are not in the construction contract

Individually, many of these are modest. Together they are a real share of the total, and leaving them out is one of the most common reasons a budget fails.

**Contingency: the line that protects the rest**

Every project meets things nobody could know at the start: rock where the soil study found none, a design change you decide you want, a material that becomes unavailable, a price increase, a rainy season that stretches longer than usual. A contingency of 10 to 15% of the construction cost is a sensible reserve for a villa. Toward the lower end if the design is fully developed and the site is simple; toward the upper end for steep sites, renovations or projects where finishes are still open.

Contingency is not a hidden extra for the builder. It is the owner’s reserve, and whatever is not used stays with you. Keeping it separate from the construction price makes decisions clearer: when something unexpected appears, you know exactly what you have to cover it.

**Colones, dollars and the exchange rate**

Many clients fund their projects in dollars or euros, while a large part of construction cost in Costa Rica is paid in colones: local labour, many local materials and municipal fees. Imported items, such as some glazing systems, fittings and appliances, are usually priced in dollars. In recent years the colón has moved significantly against the dollar, in both directions, and a swing of a few percent over an 18-month project is enough to matter.

There is no perfect way to remove this risk, but there are sensible ways to manage it. Agree clearly in the contract which currency the price is in and how exchange differences are handled. Understand which parts of the budget are really in colones. And plan when you transfer money: converting large amounts at once fixes the rate, for better or worse, while converting in stages spreads the risk. For advice on transfers and timing, talk to your bank or a financial adviser.

**Payment schedules tied to milestones**

A well-structured contract links payments to work that has actually been completed, not simply to dates. A typical schedule for a villa includes an initial payment on signing, followed by payments at milestones such as:

- site preparation and foundations complete
- structure and slabs complete
- roof on and walls closed
- installations roughed in and windows fitted
- finishes complete
- handover, with a final amount held until snagging items are resolved

Each milestone should be easy to verify, ideally with photographs and a short report, so you can approve payments with confidence even if you live abroad. Be cautious of schedules that ask for most of the money early in the project, before the work that justifies it has been done.

**How design-build gives an early fixed budget**

In the traditional route, an architect designs the house, the drawings go out to tender, and only then do you learn what it will cost to build. If the prices come back too high, the design is cut back or redrawn, which costs time and fees.

Design-build works the other way round. The same team designs and builds, so cost is estimated and checked at every stage of the design: a first range at the concept stage, a tighter estimate as the plans develop, and a fixed price once the design and specifications are defined. Decisions about spans, glazing, pools and finishes are made with their cost in view, while they are still easy to change. Items not yet chosen, such as some finishes or fixtures, are shown as clear allowances, and changes during construction are priced and approved in writing before they are carried out.

This does not make a villa cheap, but it makes the budget predictable early, which is what most owners need when they are planning from a distance.

Before you ask anyone for a price, prepare a few things: your lot, or the lots you are considering; a realistic size and number of bedrooms; the level of finish you have in mind; and the total amount you want to invest, including soft costs and contingency. With that, Solera’s team can give you an honest first range and show you which decisions will move it most.`,
    es: `La primera pregunta que hace casi cualquier cliente es cuánto cuesta una villa por metro cuadrado. Es una pregunta razonable, y la respuesta honesta es que depende, muchas veces por un margen amplio. Dos casas del mismo tamaño cerca de Santa Teresa pueden diferir en costo en la mitad o más, por el lote donde están, la forma en que están diseñadas y los acabados que se eligen. Un presupuesto útil parte de lo que explica esas diferencias e incluye los costos que nunca aparecen en un precio por metro cuadrado.

En este artículo le explicamos cómo pensamos el presupuesto de una villa: qué mueve el costo, qué queda fuera del contrato de construcción, cuánto conviene reservar para imprevistos, cómo le afecta el tipo de cambio y cómo se suelen organizar los pagos.

**Qué mueve el costo por metro cuadrado**

*El lote*

El lote es el primer factor de costo, y el que más se subestima. Un lote plano junto a un buen camino necesita poco más que la cimentación. Un lote en ladera requiere movimiento de tierras, muros de contención, cimientos más profundos o escalonados, más drenaje y, muchas veces, más tiempo en la estructura. Un mal acceso encarece cada entrega: camiones más pequeños, más viajes, concreto bombeado y, en invierno, días perdidos. Traer el agua y la electricidad desde lejos, o mejorar el camino de acceso, puede sumar un monto considerable antes de que empiece la casa propiamente dicha.

*Diseño y estructura*

Las plantas sencillas y compactas cuestan menos por metro cuadrado que las alargadas, escalonadas o con voladizos. Las luces grandes, los vanos amplios sin columnas, las dobles alturas y las terrazas en el techo exigen más estructura, y en la península de Nicoya esa estructura debe cumplir requisitos sísmicos exigentes. Ninguna de estas decisiones está mal; simplemente tienen un precio, y es mejor conocerlo mientras el diseño todavía está en papel.

*Acabados, ventanería y piscinas*

Los acabados son donde más varían los presupuestos. Pisos, cocinas, baños, muebles a la medida, iluminación y herrajes pueden costar varias veces más por la misma área. La ventanería merece su propio renglón: los grandes ventanales y puertas corredizas hacia el mar son parte del atractivo de una villa aquí, pero los perfiles y vidrios de alto desempeño, aptos para el viento y el salitre, son un costo importante. Las piscinas, sobre todo las de borde infinito en ladera, los decks, las cocinas exteriores y el paisajismo pueden sumar un monto considerable que no se refleja en el área interna de la casa.

Como todo esto varía tanto, no publicamos un precio estándar por metro cuadrado. Cualquier cifra que usted escuche debería venir con los supuestos que la respaldan: qué lote, qué nivel de acabados, qué incluye y qué no.

**Costos directos y costos indirectos**

Los costos directos son el trabajo físico: preparación del sitio, estructura, techo, paredes, instalaciones, acabados, piscina y obras exteriores. Los costos indirectos son todo lo demás que hace falta para llegar ahí, y es fácil olvidarlos al comparar una oferta con un precio aproximado por metro cuadrado. Por lo general incluyen:

- honorarios de diseño: arquitectura, ingeniería estructural y electromecánica
- levantamiento topográfico y estudio de suelos
- viabilidad ambiental de SETENA, cuando aplica, y los estudios que pida
- el registro de los planos ante el CFIA, con su propio cobro
- el permiso de construcción municipal, de alrededor del 1% del valor de obra declarado
- los costos de conexión de servicios y el trámite de disponibilidad de agua
- la póliza de riesgos del trabajo del INS, obligatoria por ley, y un seguro todo riesgo de construcción, que es opcional
- honorarios legales por la compra del lote, los contratos y, si la usa, una sociedad
- impuestos, incluido el IVA sobre servicios y materiales, cuyo tratamiento en construcción ha cambiado en los últimos años y conviene confirmar con un contador
- mobiliario, electrodomésticos, equipamiento y decoración, si no forman parte del contrato de construcción

Por separado, muchos de estos rubros son modestos. Juntos representan una parte real del total, y dejarlos por fuera es una de las razones más comunes por las que un presupuesto se cae.

**Imprevistos: el renglón que protege todo lo demás**

Todo proyecto se encuentra con cosas que nadie podía saber al inicio: roca donde el estudio de suelos no la encontró, un cambio de diseño que usted decide hacer, un material que se agota, un aumento de precios, un invierno que se alarga más de la cuenta. Para una villa, una reserva de imprevistos del 10 al 15% del costo de construcción es razonable. Hacia el extremo bajo si el diseño está completamente desarrollado y el sitio es sencillo; hacia el alto en lotes empinados, remodelaciones o proyectos donde los acabados siguen sin definirse.

Los imprevistos no son un extra escondido para el constructor. Son la reserva del propietario, y lo que no se use queda en sus manos. Mantenerlos separados del precio de construcción hace más claras las decisiones: cuando aparece algo inesperado, usted sabe exactamente con qué cuenta para cubrirlo.

**Colones, dólares y tipo de cambio**

Muchos clientes financian su proyecto en dólares o en euros, mientras que buena parte del costo de construir en Costa Rica se paga en colones: la mano de obra local, muchos materiales nacionales y los cobros municipales. Los artículos importados, como algunos sistemas de ventanería, griferías y electrodomésticos, suelen cotizarse en dólares. En los últimos años el colón se ha movido de forma importante frente al dólar, en ambas direcciones, y una variación de unos pocos puntos porcentuales en un proyecto de 18 meses ya pesa.

No hay una manera perfecta de eliminar ese riesgo, pero sí formas sensatas de manejarlo. Deje claro en el contrato en qué moneda está el precio y cómo se tratan las diferencias cambiarias. Entienda qué partes del presupuesto están realmente en colones. Y planifique cuándo transfiere el dinero: cambiar montos grandes de una sola vez fija el tipo de cambio, para bien o para mal, mientras que hacerlo por etapas reparte el riesgo. Para decidir sobre transferencias y momentos de cambio, consulte con su banco o con un asesor financiero.

**Pagos ligados al avance de obra**

Un contrato bien planteado liga los pagos a trabajo efectivamente terminado, no solo a fechas. Un calendario típico para una villa incluye un pago inicial a la firma y luego pagos por hitos como estos:

- preparación del sitio y cimientos terminados
- estructura y losas terminadas
- techo puesto y paredes cerradas
- instalaciones colocadas y ventanería instalada
- acabados terminados
- entrega, con un monto final retenido hasta corregir los pendientes

Cada hito debe ser fácil de verificar, idealmente con fotos y un informe breve, para que usted pueda aprobar los pagos con tranquilidad aunque viva en el extranjero. Desconfíe de los calendarios que piden la mayor parte del dinero al inicio, antes de que se haya hecho el trabajo que lo justifica.

**Cómo el diseño y construcción da un presupuesto fijo desde temprano**

En la vía tradicional, un arquitecto diseña la casa, los planos salen a concurso y solo entonces usted sabe cuánto va a costar construirla. Si los precios llegan muy altos, el diseño se recorta o se redibuja, lo que cuesta tiempo y honorarios.

El modelo de diseño y construcción funciona al revés. El mismo equipo diseña y construye, así que el costo se estima y se revisa en cada etapa del diseño: un primer rango en el anteproyecto, un estimado más ajustado conforme avanzan los planos y un precio fijo cuando el diseño y las especificaciones quedan definidos. Las decisiones sobre luces, ventanería, piscina y acabados se toman con su costo a la vista, cuando todavía es fácil cambiarlas. Lo que aún no se ha escogido, como algunos acabados o accesorios, se muestra como montos asignados claros, y cualquier cambio durante la obra se cotiza y se aprueba por escrito antes de ejecutarse.

Eso no hace barata una villa, pero sí hace que el presupuesto sea previsible desde temprano, que es lo que necesita la mayoría de los propietarios cuando planifican a distancia.

Antes de pedirle un precio a cualquiera, prepare algunas cosas: su lote, o los lotes que está considerando; un tamaño y un número de habitaciones realistas; el nivel de acabados que tiene en mente, y el monto total que quiere invertir, incluidos los costos indirectos y los imprevistos. Con eso, el equipo de Solera puede darle un primer rango honesto y mostrarle qué decisiones lo mueven más.`,
  },
};
