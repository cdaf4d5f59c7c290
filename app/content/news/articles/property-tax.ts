import type { Article } from "../types";

export const article: Article = {
  id: 3,
  slug: "property-tax",
  type: "article",
  category: "business",
  date: "2024-12-18",
  image: "news/property-tax",
  title: {
    en: "Taxes and costs of building and owning a home in Costa Rica",
    es: "Impuestos y costos de construir y tener casa en Costa Rica",
  },
  excerpt: {
    en: "Transfer tax, the permit fee, property tax and the luxury home tax: the main costs of buying, building and owning a home in Costa Rica, with approximate figures and what to check.",
    es: "Traspaso, permiso de construcción, bienes inmuebles e impuesto solidario: los principales costos de comprar, construir y mantener una casa en Costa Rica, con cifras aproximadas.",
  },
  body: {
    en: `Compared with many countries, Costa Rica’s taxes on real estate are moderate. They are also easy to overlook, because they are spread across several moments and several institutions: some are paid once when you buy, some while you build, and others every year for as long as you own the property. Knowing them from the start avoids unpleasant surprises and makes your budget more honest.

What follows is a practical overview for someone buying a lot and building a home near Santa Teresa. It is not tax advice. Figures change, thresholds are updated every year and your personal situation matters, so treat the numbers below as approximate and confirm them with a Costa Rican lawyer and accountant before you commit.

**When you buy the lot**

*Transfer tax and registration*

The main tax on a purchase is the transfer tax, generally 1.5% of the value of the property, usually calculated on the higher of the price stated in the deed and its registered fiscal value. On top of it come registration fees and stamps, which add roughly another half a percent, and the notary’s fees, which follow an official fee schedule and are often negotiated on larger transactions. Who pays what is agreed between buyer and seller, but in practice the buyer usually covers most of it.

All in, closing costs on a purchase often come to around 3 to 4% of the price. Your lawyer can give you an exact estimate before you sign.

*Before you pay, check the paperwork*

The cadastral plan and the registry certificate tell you what you are buying: the boundaries, the area, the owner and any mortgages or liens. It is also worth confirming that the seller is up to date with the municipal property tax, since unpaid taxes are attached to the property. If the lot is within the maritime-terrestrial zone, the rules are different again, because it is usually a concession rather than titled land.

**While you build**

*The municipal construction permit*

The construction permit issued by the municipality (Cóbano) costs about 1% of the declared construction value. Declare a realistic value: it is checked against reference costs, and it feeds into later valuations, insurance and any future sale.

*Professional and registration fees*

Construction plans must be signed by professionals registered with the CFIA, the association of engineers and architects, and registered with it; the CFIA charges a registration fee based on the declared value of the work. Design, engineering and technical supervision are paid under your contract with the professionals or the design-build company. The CFIA publishes reference guidelines for these services, and the total depends on the scope, so ask for a clear breakdown.

*Other costs that belong in the budget*

- Topographic survey and soil study, before the design starts.
- SETENA procedures, if the project requires environmental viability.
- A workers’ compensation policy from the INS for the construction, and social security contributions for the workers, usually handled by the builder.
- Value added tax (IVA) on construction services and on most materials; how it applies to your contract is worth reviewing with your accountant.
- Connection fees for water and electricity, plus any extension of the lines to the lot.
- Access roads, retaining walls and drainage on hillside lots, which are often underestimated.

One practical point: if you hire workers directly instead of through a builder, the employer’s obligations, including insurance and social security, fall on you.

**Every year: the property tax**

The municipal property tax (impuesto sobre bienes inmuebles) is 0.25% of the value registered for the property with the municipality. For example, a home registered at the equivalent of 800,000 US dollars would pay about 2,000 dollars a year. Municipalities usually allow payment in quarterly instalments or once a year.

Owners are expected to declare the value of their property to the municipality every five years. If you do not, the municipality can set the value itself using official valuation tables, and that value may be higher than you expect. When a new house is finished on a lot, its value is added, so the tax on a built property is very different from the tax on the empty lot. Municipal service charges, such as waste collection, are billed separately.

**Every year: the luxury home tax**

The luxury home tax (impuesto solidario para el fortalecimiento de programas de vivienda) applies to homes whose construction value exceeds a threshold that the Ministry of Finance (Ministerio de Hacienda) updates every year. Many villas on the coast are above it. Key points to keep in mind:

- It is declared and paid to the Ministerio de Hacienda, not to the municipality.
- It applies to primary homes, second homes and holiday homes alike, whether they belong to a person or a company.
- The rate is progressive, roughly from 0.25% to 0.55% depending on the value bracket.
- The threshold is measured on the construction, but once a home is above it, the land is generally included in the taxed value.
- Payment is due once a year, early in the year.

Because the threshold and the brackets change every year, and because the rules on what counts towards the value are detailed, this is the tax where an accountant earns their fee. Ask them to estimate it before you finalise the size and finishes of the house, not after.

**Other running costs**

Taxes are only part of what it costs to own a home on the coast. Budget as well for:

- Maintenance in a salty, humid climate: repainting, sealing, metal parts that corrode, pool equipment and air conditioning.
- Property insurance, which is wise in a country with earthquakes and heavy rains.
- Utilities, internet and, where it applies, condominium fees.
- A property manager or caretaker if you are not there full time.
- If the property is held through a Costa Rican company, the company’s own annual tax and filing obligations.
- If you rent the property out, income tax and, for short stays, VAT on the rental, which require registering with Hacienda.

**How to budget sensibly**

We recommend building the budget in layers. First, the purchase with its closing costs. Second, the project: design, studies, permits, construction and a contingency, which on a custom villa should rarely be less than 10% of the construction cost. Third, what it costs to own the house each year once it is finished, including both property taxes, insurance and maintenance.

Keep in mind that taxes and registered values are set in colones, while purchase prices and many construction contracts are quoted in US dollars. Movements in the exchange rate can shift the figures from one year to the next, so leave a little room in the annual budget too. It also helps to know when each payment falls due: transfer costs at closing, the permit fee before work starts, professional fees in stages, and the annual taxes on their own calendars.

Getting the numbers right also means getting the paperwork right. Keep copies of the permit, the registered plans and the final construction cost, since they support the values you declare, both to the municipality and to Hacienda.

**Before you commit**

Ask your lawyer for a written estimate of closing costs and your accountant for an estimate of the annual taxes on the finished house, and how ownership through a person or a company would change them. Ask your builder for a budget that separates construction, professional fees, permits and contingency. Solera’s team can help you put together the construction side of that picture, so the figures your advisers work with are realistic from day one.`,
    es: `Comparados con los de muchos países, los impuestos sobre bienes raíces en Costa Rica son moderados. También son fáciles de pasar por alto, porque se reparten en distintos momentos y distintas instituciones: unos se pagan una sola vez al comprar, otros durante la obra y otros todos los años mientras usted sea dueño de la propiedad. Conocerlos desde el inicio evita sorpresas y hace el presupuesto más honesto.

Lo que sigue es un repaso práctico para quien compra un lote y construye casa cerca de Santa Teresa. No es asesoría tributaria. Las cifras cambian, los umbrales se actualizan cada año y su situación personal cuenta, así que tome los números como aproximados y confírmelos con un abogado y un contador costarricenses antes de comprometerse.

**Al comprar el lote**

*Impuesto de traspaso e inscripción*

El principal impuesto de una compra es el de traspaso, en general del 1,5% del valor del inmueble, que normalmente se calcula sobre el mayor entre el precio que consta en la escritura y el valor fiscal registrado. A eso se suman los derechos de registro y timbres, que agregan más o menos otro medio por ciento, y los honorarios del notario, que siguen un arancel oficial y en operaciones grandes suelen negociarse. Quién paga qué se acuerda entre comprador y vendedor, pero en la práctica el comprador suele asumir la mayor parte.

En total, los gastos de cierre de una compra suelen rondar entre el 3% y el 4% del precio. Su abogado le puede dar un cálculo exacto antes de firmar.

*Antes de pagar, revise los papeles*

El plano catastrado y la certificación literal le dicen qué está comprando: linderos, área, propietario y cualquier hipoteca o gravamen. También conviene confirmar que el vendedor esté al día con el impuesto de bienes inmuebles, porque los impuestos pendientes siguen a la propiedad. Si el lote está dentro de la zona marítimo-terrestre, las reglas cambian otra vez, porque por lo general se trata de una concesión y no de una finca inscrita.

**Durante la obra**

*El permiso de construcción municipal*

El permiso de construcción que otorga la municipalidad (Cóbano) cuesta alrededor del 1% del valor de obra declarado. Declare un valor realista: se compara con costos de referencia y sirve de base para valoraciones posteriores, para el seguro y para una eventual venta.

*Honorarios profesionales y registro*

Los planos constructivos deben ir firmados por profesionales inscritos en el CFIA, el colegio de ingenieros y arquitectos, y registrarse ahí; el CFIA cobra una tasa de registro calculada sobre el valor de obra declarado. El diseño, la ingeniería y la dirección técnica se pagan según el contrato con los profesionales o con la empresa de diseño y construcción. El CFIA publica tablas de referencia para estos servicios y el total depende del alcance, así que pida un desglose claro.

*Otros costos que deben estar en el presupuesto*

- Levantamiento topográfico y estudio de suelos, antes de empezar el diseño.
- Trámites ante SETENA, si el proyecto requiere viabilidad ambiental.
- La póliza de riesgos del trabajo del INS para la obra y las cargas sociales de la CCSS de los trabajadores, que normalmente asume el constructor.
- El IVA sobre los servicios de construcción y la mayoría de los materiales; cómo se aplica en su contrato es algo que conviene revisar con su contador.
- Los derechos de conexión de agua y electricidad, más cualquier extensión de las líneas hasta el lote.
- Caminos de acceso, muros de retención y drenajes en lotes de ladera, que a menudo se subestiman.

Un detalle práctico: si usted contrata trabajadores directamente en lugar de hacerlo por medio de un constructor, las obligaciones de patrono, incluidos la póliza y las cargas sociales, quedan a su nombre.

**Todos los años: el impuesto sobre bienes inmuebles**

El impuesto municipal sobre bienes inmuebles es del 0,25% del valor registrado de la propiedad ante la municipalidad. Por ejemplo, una casa registrada por el equivalente a 800.000 dólares pagaría unos 2.000 dólares al año. Las municipalidades suelen permitir el pago por trimestres o en un solo pago anual.

Los propietarios deben declarar el valor de su propiedad ante la municipalidad cada cinco años. Si no lo hacen, la municipalidad puede fijar el valor por su cuenta con las tablas oficiales de valoración, y ese valor puede ser más alto de lo que usted espera. Cuando se termina una casa nueva en un lote, su valor se suma, así que el impuesto de una propiedad construida es muy distinto del de un lote vacío. Los servicios municipales, como la recolección de basura, se cobran aparte.

**Todos los años: el impuesto solidario**

El impuesto solidario para el fortalecimiento de programas de vivienda, conocido como impuesto a las casas de lujo, se aplica a las viviendas cuyo valor de construcción supera un umbral que el Ministerio de Hacienda actualiza cada año. Muchas villas de la costa quedan por encima. Puntos clave:

- Se declara y se paga ante el Ministerio de Hacienda, no ante la municipalidad.
- Aplica por igual a casas de habitación, segundas viviendas y casas de vacaciones, estén a nombre de una persona o de una sociedad.
- La tarifa es progresiva, más o menos del 0,25% al 0,55% según el tramo de valor.
- El umbral se mide sobre la construcción, pero una vez que la casa lo supera, el terreno en general se incluye en el valor gravado.
- Se paga una vez al año, al inicio del año.

Como el umbral y los tramos cambian cada año, y como las reglas sobre qué cuenta para el valor son detalladas, este es el impuesto donde un contador se gana sus honorarios. Pídale que lo estime antes de definir el tamaño y los acabados de la casa, no después.

**Otros costos de mantener la casa**

Los impuestos son solo una parte de lo que cuesta tener casa en la costa. Presupueste también:

- El mantenimiento en un clima salino y húmedo: pintura, sellos, piezas metálicas que se corroen, equipos de piscina y aire acondicionado.
- El seguro de la propiedad, algo sensato en un país con terremotos y aguaceros fuertes.
- Servicios, internet y, cuando aplica, las cuotas de condominio.
- Un administrador o un cuidador si usted no vive ahí todo el año.
- Si la propiedad está a nombre de una sociedad costarricense, el impuesto anual y las obligaciones propias de la sociedad.
- Si alquila la propiedad, el impuesto sobre la renta y, en estancias cortas, el IVA sobre el hospedaje, que exigen inscribirse ante Hacienda.

**Cómo presupuestar con sensatez**

Le recomendamos armar el presupuesto por capas. Primero, la compra con sus gastos de cierre. Segundo, el proyecto: diseño, estudios, permisos, construcción y un imprevisto que, en una villa a la medida, rara vez debería ser menor al 10% del costo de construcción. Tercero, lo que cuesta cada año mantener la casa una vez terminada, con los dos impuestos a la propiedad, el seguro y el mantenimiento.

Tenga presente que los impuestos y los valores registrados se fijan en colones, mientras que los precios de compra y muchos contratos de construcción se cotizan en dólares. Los movimientos del tipo de cambio pueden mover las cifras de un año a otro, así que deje también algo de holgura en el presupuesto anual. Ayuda, además, saber cuándo vence cada pago: los gastos de traspaso al firmar, el permiso antes de arrancar la obra, los honorarios por etapas y los impuestos anuales, cada uno con su propio calendario.

Tener bien los números también pasa por tener bien los papeles. Guarde copia del permiso, de los planos registrados y del costo final de la obra, porque respaldan los valores que usted declara, tanto ante la municipalidad como ante Hacienda.

**Antes de comprometerse**

Pídale a su abogado un cálculo por escrito de los gastos de cierre y a su contador una estimación de los impuestos anuales de la casa terminada, y de cómo cambiarían si la propiedad está a nombre de una persona o de una sociedad. Pídale a su constructor un presupuesto que separe construcción, honorarios, permisos e imprevistos. El equipo de Solera puede ayudarle a armar la parte de construcción de ese panorama, para que las cifras con que trabajan sus asesores sean realistas desde el primer día.`,
  },
};
