import type { Article } from "../types";

export const article: Article = {
  id: 6,
  slug: "design-build-vs-bid",
  type: "article",
  category: "education",
  date: "2024-12-15",
  image: "news/design-build-vs-bid",
  title: {
    en: "Design-build or design-bid-build: which suits your project?",
    es: "Diseño y construcción o licitación: ¿qué modelo le conviene?",
  },
  excerpt: {
    en: "One contract and one team, or a separate architect and contractor? How the two models compare on risk, cost certainty, speed and change orders, and when each one makes sense.",
    es: "¿Un solo contrato y un solo equipo, o arquitecto y constructor por separado? Comparamos riesgo, certeza de costos, plazos y órdenes de cambio, y cuándo conviene cada modelo.",
  },
  body: {
    en: `There are two common ways to get a house designed and built. In the traditional route, design-bid-build, you hire an architect to design the house and prepare the construction drawings, ask several contractors to price those drawings, and sign a separate contract with the one you choose. In design-build, a single company handles both design and construction under one agreement, with one team accountable from the first sketch to the handover of the keys.

Solera is a design-build firm, so our preference is no secret. This article still tries to set out the differences fairly, including the cases where the traditional route is the better choice, because the right model depends on the project and on the owner.

**How each model works**

*Design-bid-build*

The owner hires an architect, who develops the design in stages: sketches, preliminary drawings and finally the full construction set, covering architecture, structure, electrical and plumbing, signed by the responsible professionals and registered with the CFIA. With that set, the owner, often helped by the architect, invites several contractors to bid. Each prices the same drawings, the owner picks one, usually on price and reputation, and that contractor builds. The architect often stays on as the owner’s inspector during construction, checking that the work matches the drawings.

The three phases happen one after another. Construction cannot start until the design is finished, and the price is not known until the bids come back.

*Design-build*

The owner hires one company that employs or coordinates the architects, engineers and builders. Design and cost estimating move together: as the plans develop, the people who will build them price them, so the budget is tested at every stage rather than only at the end. Permits, purchasing and construction are run by the same team, and some tasks, such as site studies, permit paperwork or ordering materials with long lead times, can overlap with the final stages of design.

**Risk and responsibility**

The biggest practical difference is who answers when something goes wrong.

In design-bid-build, the owner sits between two parties. If a detail in the drawings does not work on site, or something was left out, the contractor will say it is a design problem and the architect may say it is a construction problem. Sorting that out, and paying for it, often falls to the owner. A good architect and a good contractor will settle most of these issues professionally, but the structure of the contracts does not oblige them to.

In design-build, there is a single point of responsibility. A gap in the drawings is the company’s problem to solve, not an extra charge to the owner. The other side of that coin is that you lose the independent check a separate architect provides. That is why a design-build firm needs to work transparently, and why some owners hire their own inspector even on a design-build project.

**Cost certainty and change orders**

Design-bid-build is often presented as the way to get the lowest price, because contractors compete on identical drawings. That is true of the bid price. It is less true of the final cost. A contractor who wins on price has every incentive to price exactly what is drawn and to charge for anything that is not, and no set of drawings is perfect. Change orders, the extra charges for work that was not in the original contract, are where budgets in this model tend to grow.

Design-build moves the effort earlier. Because the people who will build the house are pricing it while it is being designed, the design can be adjusted to the budget before the drawings are finished: a different roof structure, a simpler foundation on a steep lot, a finish that gives the same look for less. The contract price is usually fixed once the design is developed enough to be priced with confidence, and the changes after that are the ones the owner asks for, not the ones caused by gaps between designer and builder.

Neither model removes the owner’s own changes. Deciding halfway through to enlarge a terrace or switch the tiles costs money either way. What differs is how many changes the process itself creates.

A few practical points apply whichever route you take:

- Ask whether the price is a fixed lump sum, cost plus a fee, or a guaranteed maximum, and what is excluded.
- Check the allowances included for finishes, fixtures and appliances, and whether they are realistic for what you have in mind.
- Agree in writing how changes are requested, priced and approved before any work on them starts.

**Speed and coordination**

Because it lets tasks overlap, design-build is usually faster. In our experience a typical villa takes 12 to 18 months to build, and permits take 2 to 6 months. On the Nicoya Peninsula the calendar adds its own pressure: earthworks and foundations go best in the dry season, from December to April, and contractors’ schedules for those months fill early. Being able to start site work, order materials and reserve a crew while the last design details are being settled can make the difference between starting in January and waiting a full year.

Design-bid-build, by contrast, adds a bidding period between design and construction, often several weeks, plus the time needed to compare bids that are rarely like for like, negotiate and sign. If the bids come in over budget, the drawings go back to the architect for revisions and the cycle repeats.

Coordination during the build differs too. With one team, the designer and the site manager talk every day and solve problems on the spot. For owners who live abroad, having a single contact who answers for the whole project is often what decides it.

**When design-bid-build still makes sense**

There are good reasons to choose the traditional route:

- You already have an architect whose work you love, and you want that person’s design, independent of any builder.
- The design is highly unusual, and you want the architect to control every detail and supervise construction on your behalf.
- You want a fully independent professional checking the contractor’s work, and you are prepared to manage the relationship between the two.
- The project is public or institutional, and procurement rules require competitive bidding.
- Your design is already complete and permitted, and what you need now is a builder.

In those cases a well-run design-bid-build process, with complete drawings and a carefully written contract, can work very well. Design-build firms, ours included, can also take on a project with an existing design and act only as the builder.

**Questions to ask any design-build firm**

Design-build places a lot of trust in one company, so choose it with care. Useful questions include:

- Who will actually design the house, and are they licensed and registered with the CFIA? Who signs the plans?
- Can we see finished projects, ideally of a similar size and on similar sites, and talk to previous clients?
- How is the price built up, and at what point does it become firm? What is included and what is not?
- How are changes handled and priced? Is there a written procedure?
- Who handles permits with the municipality, the CFIA and, where needed, SETENA and the water provider, and how long do you expect them to take?
- Who is my day-to-day contact, and how often will I receive progress reports, photos and cost updates while I am abroad?
- What warranties do you give, and what happens after handover?
- Will you accept an independent inspection if I want one?

A firm that answers these clearly and puts the answers in writing is likely to be a good one to work with.

Whichever model you choose, the preparation is much the same: a clear idea of how you want to live in the house, a realistic budget with a contingency, a topographic survey of the lot and a sense of your timeline. Bring those to a first meeting and any serious architect or builder can tell you quickly what is achievable. Solera’s team is glad to have that conversation, whichever route you end up taking.`,
    es: `Hay dos maneras habituales de diseñar y construir una casa. En la ruta tradicional, que en inglés se conoce como design-bid-build, usted contrata a un arquitecto para que diseñe la casa y prepare los planos constructivos, pide precios a varios constructores con esos planos y firma un contrato aparte con el que elija. En el modelo de diseño y construcción (design-build), una sola empresa se encarga del diseño y de la obra bajo un mismo contrato, con un solo equipo responsable desde el primer boceto hasta la entrega de llaves.

Solera es una empresa de diseño y construcción, así que nuestra preferencia no es ningún secreto. Aun así, en este artículo queremos presentar las diferencias con justicia, incluidos los casos en que la ruta tradicional es mejor, porque el modelo correcto depende del proyecto y del propietario.

**Cómo funciona cada modelo**

*Diseño, licitación y construcción*

El propietario contrata a un arquitecto, que desarrolla el diseño por etapas: bocetos, anteproyecto y finalmente el juego completo de planos constructivos (arquitectónicos, estructurales, eléctricos y mecánicos), firmados por los profesionales responsables y registrados ante el CFIA. Con esos planos, el propietario, muchas veces con ayuda del arquitecto, invita a varios constructores a cotizar. Cada uno presupuesta los mismos planos, el propietario escoge uno, normalmente por precio y reputación, y ese constructor ejecuta la obra. Es común que el arquitecto se quede a cargo de la inspección, revisando que lo construido corresponda a los planos.

Las tres fases van una detrás de otra. La obra no puede empezar hasta que el diseño esté terminado, y el precio no se conoce hasta que llegan las ofertas.

*Diseño y construcción*

El propietario contrata a una sola empresa que emplea o coordina a los arquitectos, ingenieros y constructores. El diseño y el presupuesto avanzan juntos: conforme se desarrollan los planos, quienes van a construir los van costeando, de modo que el presupuesto se pone a prueba en cada etapa y no solo al final. Los permisos, las compras y la obra los maneja el mismo equipo, y algunas tareas, como los estudios del lote, los trámites o el pedido de materiales con plazos largos de entrega, pueden traslaparse con la última etapa del diseño.

**Riesgo y responsabilidad**

La diferencia práctica más grande es quién responde cuando algo sale mal.

En el modelo tradicional, el propietario queda en medio de dos partes. Si un detalle de los planos no funciona en la obra, o algo se quedó por fuera, el constructor dirá que es un problema de diseño y el arquitecto puede decir que es un problema de construcción. Resolverlo, y pagarlo, con frecuencia le toca al dueño. Un buen arquitecto y un buen constructor resuelven la mayoría de estos roces con profesionalismo, pero la estructura de los contratos no los obliga a hacerlo.

En el diseño y construcción hay un solo responsable. Un vacío en los planos es un problema que la empresa debe resolver, no un cobro adicional al propietario. La contracara es que se pierde el control independiente que da un arquitecto aparte. Por eso es importante que la empresa trabaje con transparencia, y por eso algunos propietarios contratan a su propio inspector aun en un proyecto de diseño y construcción.

**Certeza de costos y órdenes de cambio**

El modelo tradicional suele presentarse como la forma de conseguir el precio más bajo, porque los constructores compiten sobre planos idénticos. Eso es cierto para el precio ofertado. Es menos cierto para el costo final. Quien gana por precio tiene todo el incentivo para cotizar exactamente lo dibujado y cobrar aparte todo lo que no lo esté, y ningún juego de planos es perfecto. Las órdenes de cambio, los cobros adicionales por trabajos que no estaban en el contrato original, son donde los presupuestos de este modelo tienden a crecer.

El diseño y construcción adelanta el esfuerzo. Como quienes van a construir la casa la están costeando mientras se diseña, el diseño se ajusta al presupuesto antes de cerrar los planos: otra estructura de techo, una cimentación más sencilla en un lote quebrado, un acabado que logra el mismo efecto por menos plata. El precio del contrato normalmente se fija cuando el diseño está lo bastante avanzado para costearlo con seguridad, y los cambios posteriores son los que pide el propietario, no los que nacen de los vacíos entre diseñador y constructor.

Ningún modelo elimina los cambios del propio dueño. Decidir a media obra agrandar una terraza o cambiar el porcelanato cuesta dinero en ambos casos. Lo que varía es cuántos cambios genera el proceso mismo.

Algunos puntos prácticos aplican en cualquier caso:

- Pregunte si el precio es una suma global fija, costo más honorario o con un máximo garantizado, y qué queda excluido.
- Revise qué montos se incluyen para acabados, loza sanitaria, grifería y electrodomésticos, y si son realistas para lo que usted tiene en mente.
- Acuerde por escrito cómo se solicitan, cotizan y aprueban los cambios antes de empezar a ejecutarlos.

**Plazos y coordinación**

Como permite traslapar tareas, el diseño y construcción suele ser más rápido. En nuestra experiencia, una villa típica tarda de 12 a 18 meses en construirse, y los permisos toman de 2 a 6 meses. En la península de Nicoya el calendario agrega su propia presión: los movimientos de tierra y las fundaciones se hacen mejor en verano, de diciembre a abril, y las agendas de los constructores para esos meses se llenan temprano. Poder empezar los trabajos en el lote, pedir materiales y reservar una cuadrilla mientras se terminan los últimos detalles del diseño puede ser la diferencia entre arrancar en enero o esperar un año entero.

El modelo tradicional, en cambio, agrega un periodo de licitación entre el diseño y la obra, muchas veces de varias semanas, más el tiempo de comparar ofertas que rara vez son comparables de forma directa, negociar y firmar. Si las ofertas superan el presupuesto, los planos vuelven al arquitecto para ajustes y el ciclo se repite.

La coordinación durante la obra también cambia. Con un solo equipo, el diseñador y el maestro de obras hablan todos los días y resuelven los problemas en el sitio. Para propietarios que viven fuera del país, tener un único contacto que responda por todo el proyecto suele ser lo que inclina la balanza.

**Cuándo conviene todavía el modelo tradicional**

Hay buenas razones para escoger la ruta tradicional:

- Usted ya tiene un arquitecto cuyo trabajo le encanta y quiere su diseño, independiente de cualquier constructor.
- El diseño es muy particular y usted quiere que el arquitecto controle cada detalle y supervise la obra en su nombre.
- Quiere que un profesional totalmente independiente revise el trabajo del constructor, y está dispuesto a manejar la relación entre ambos.
- Se trata de un proyecto público o institucional, donde las reglas de contratación exigen un concurso.
- Su diseño ya está terminado y con permisos, y lo que necesita ahora es un constructor.

En esos casos, un proceso tradicional bien llevado, con planos completos y un contrato redactado con cuidado, puede funcionar muy bien. Las empresas de diseño y construcción, incluida la nuestra, también pueden tomar un proyecto con un diseño existente y actuar solo como constructoras.

**Preguntas para cualquier empresa de diseño y construcción**

Este modelo deposita mucha confianza en una sola empresa, así que vale la pena escogerla con cuidado. Algunas preguntas útiles:

- ¿Quién va a diseñar la casa, y está incorporado al CFIA? ¿Quién firma los planos?
- ¿Podemos ver proyectos terminados, idealmente de tamaño y terreno parecidos, y hablar con clientes anteriores?
- ¿Cómo se arma el precio y en qué momento queda en firme? ¿Qué incluye y qué no?
- ¿Cómo se manejan y cotizan los cambios? ¿Hay un procedimiento escrito?
- ¿Quién tramita los permisos ante la municipalidad, el CFIA y, cuando corresponda, SETENA y el proveedor de agua, y cuánto esperan que tarden?
- ¿Quién será mi contacto diario, y cada cuánto recibiré informes de avance, fotos y actualizaciones de costos mientras estoy fuera del país?
- ¿Qué garantías ofrecen y qué pasa después de la entrega?
- ¿Aceptan una inspección independiente si yo la quiero?

Una empresa que responde con claridad y pone esas respuestas por escrito probablemente será una buena aliada.

Sea cual sea el modelo, la preparación se parece: una idea clara de cómo quiere vivir la casa, un presupuesto realista con un margen para imprevistos, un levantamiento topográfico del lote y una noción de sus plazos. Con eso en la mano, cualquier arquitecto o constructor serio le puede decir rápidamente qué es alcanzable. Con gusto el equipo de Solera conversa con usted, sin importar la ruta que termine escogiendo.`,
  },
};
