import type { Article } from "../types";

export const article: Article = {
  id: 15,
  slug: "concrete-quality",
  type: "article",
  category: "technology",
  date: "2024-12-06",
  image: "news/concrete-quality",
  title: {
    en: "Concrete quality on site: what separates a good pour from a bad one",
    es: "Calidad del concreto en obra: qué distingue una buena chorrea",
  },
  excerpt: {
    en: "Strength is decided long before the concrete hardens: in the mix, the formwork, the rebar cover, the vibrating and the curing. Here is what good practice looks like on the peninsula.",
    es: "La resistencia del concreto se decide mucho antes de que fragüe: en la mezcla, la formaleta, el recubrimiento, el vibrado y el curado. Así se ve una buena práctica en la península.",
  },
  body: {
    en: `Concrete is the backbone of almost every villa built on the Nicoya Peninsula. Foundations, columns, beams, slabs, retaining walls and pools all depend on it. It is also a material whose quality is largely invisible once the job is done. A slab that looks perfect the week after it is poured may be far weaker than the engineer intended, and the problem may only show years later as cracks, rust stains or sagging.

The good news is that concrete quality is not a mystery. It comes from a handful of steps done properly, every time. This article walks through them, from the specification on the drawings to the curing that happens after everyone has gone home.

**Specified strength: what the numbers mean**

Every structural drawing states the concrete strength the engineer designed for. In Costa Rica it is given in kilograms per square centimetre. Common values for houses are 210 kg/cm², roughly 3,000 psi, and 280 kg/cm², roughly 4,000 psi. Higher strengths are used for demanding elements, and a pool or a retaining wall may call for a specific mix that is less permeable to water.

The number refers to the compressive strength the concrete should reach 28 days after it is poured, measured on test cylinders. It is not a suggestion. The structural design, including the amount of steel and the size of every column and beam, assumes that strength is achieved. Concrete that comes out at two thirds of the specified value means a structure with less margin than the code requires, especially in an earthquake.

What controls strength above all is the ratio of water to cement. More water makes concrete easier to place, which is why it is tempting to add some on site, but every extra bucket weakens it, increases shrinkage cracking and makes it more porous to salt and moisture.

**Ready-mix or site-mixed on the peninsula**

*Ready-mix concrete*

Ready-mix concrete is batched at a plant with weighed materials and a designed mix, and it arrives with a delivery ticket stating its strength. For large pours such as foundations, slabs and pools, it is usually the better choice. On the peninsula, though, distances are long and many access roads are steep and unpaved. Travel time eats into the working life of the concrete, so deliveries have to be scheduled early in the day, the mix may need admixtures to keep it workable, and a steep site may need a pump. Turning a truck back because it cannot climb the last stretch of road is an expensive way to learn about access.

*Site-mixed concrete*

Concrete mixed on site in a mixer is still common for smaller elements and for sites that trucks cannot reach. It can be good concrete, but only with discipline: clean, well-graded sand and gravel, cement stored dry, proportions measured consistently in boxes or buckets rather than shovels, and a fixed amount of water. The quality of local aggregates varies, and sand with too much clay or salt is a real risk near the coast. We test site-mixed concrete exactly as we test ready-mix.

**Testing: slump and cylinders**

*The slump test*

The slump test is a simple check done at the point of delivery. Fresh concrete is packed into a metal cone, the cone is lifted, and the drop of the concrete is measured. The mix design sets a target slump with a tolerance. A slump far above it usually means too much water, and that load should not go into the structure.

*Test cylinders*

For every significant pour, samples are cast into standard cylinders, left undisturbed and out of the sun for the first day, then taken to a laboratory and cured until they are crushed, typically at 7 and 28 days. The results show whether the concrete in your building reached the specified strength. They are your record, and an owner is entitled to see them. If results come back low, the engineer decides what follows, which can range from further testing of the structure to reinforcing the affected elements.

**Formwork, rebar and cover**

*Formwork*

Formwork, the formaleta, gives concrete its shape, and it has to hold several tonnes of wet material without moving. Good formwork is built to the right dimensions, plumb and level, with tight joints so the cement paste does not leak out, treated with release agent, and properly braced and propped. Slab props stay in place until the engineer says the concrete can carry its own weight, which usually takes weeks, not days.

*Rebar placement and cover*

Before any pour, the reinforcement must match the drawings: bar sizes, number, spacing, stirrups, laps and hooks. Just as important is cover, the thickness of concrete between the steel and the outside surface. Cover protects the steel from corrosion and fire and lets bar and concrete work together. The drawings set the figures; as a general guide, concrete cast against soil needs more cover than an interior slab, and elements exposed to the weather need more than protected ones. On this coast, with salt in the air, we treat the specified cover as a minimum and never cut it.

Cover is achieved with spacers: small concrete blocks or plastic chairs tied to the steel so it cannot settle onto the formwork or the ground. Steel resting directly on the soil, or bars touching the form, are among the most common defects we see on other sites.

**Placing, vibrating and curing in the heat**

*Placing and vibrating*

Concrete should be placed close to its final position, not dropped from a great height or dragged sideways, which separates the stones from the paste. It is then compacted with a poker vibrator, inserted at regular intervals and withdrawn slowly, until air bubbles stop rising. Too little vibration leaves voids; too much, in one spot, can separate the mix. A pour should continue without long interruptions, so that fresh concrete is not placed against concrete that has already started to set.

*Curing in the heat*

Concrete does not dry to gain strength; it needs water to keep hardening. In the dry season, the sun and wind on the peninsula can dry a slab surface within hours, causing shrinkage cracks and weak, dusty concrete. We pour early in the morning when we can, and keep exposed surfaces continuously moist for at least the first week, with water, wet burlap, plastic sheeting or a curing compound, as the specification allows. In the rainy season the challenge changes: pours are planned around afternoon storms, and fresh concrete is covered so heavy rain does not wash out the surface.

**Common defects and how a good contractor prevents them**

Most concrete problems are visible when the formwork comes off, and almost all of them are preventable:

- honeycombing, voids and exposed stones on the surface, usually from poor vibration or paste leaking through the formwork
- cold joints, seams where concrete was placed against a layer that had already set, prevented by planning the pour and the crew
- plastic shrinkage cracks on slabs, caused by fast drying and prevented by early curing and avoiding extra water
- exposed or rusting rebar, a sign of missing spacers or displaced steel
- bulging or misaligned elements from weak bracing, fixed only by building formwork properly from the start
- low cylinder results, usually from added water, poor proportioning or poor curing

A good contractor prevents these with routine: the reinforcement is checked against the drawings before every pour, the trucks or the mixer are organised before work begins, a slump test is done on arrival, cylinders are taken, the vibrator and a spare are on site, and someone is responsible for curing for the following days.

If you are building, ask your contractor three things: who inspects the steel before each pour, where the cylinder results are kept, and how curing is handled in the dry season. The answers tell you a great deal about the concrete in your house. Solera’s site team records each pour with photographs and test results, and we are glad to share them with owners as the work progresses.`,
    es: `El concreto es la columna vertebral de casi cualquier villa que se construya en la península de Nicoya. Cimientos, columnas, vigas, losas, muros de contención y piscinas dependen de él. Y es un material cuya calidad, una vez terminado el trabajo, prácticamente no se ve. Una losa que se ve perfecta la semana después de chorreada puede ser mucho más débil de lo que el ingeniero diseñó, y el problema puede aparecer años después en forma de grietas, manchas de óxido o deflexiones.

La buena noticia es que la calidad del concreto no tiene misterio. Sale de unos cuantos pasos bien hechos, siempre. En este artículo los repasamos, desde la especificación en los planos hasta el curado que sigue cuando todos ya se fueron para la casa.

**Resistencia especificada: qué significan los números**

Todo plano estructural indica la resistencia del concreto con la que diseñó el ingeniero. En Costa Rica se expresa en kilogramos por centímetro cuadrado. Para viviendas son comunes 210 kg/cm², unos 3.000 psi, y 280 kg/cm², unos 4.000 psi. Para elementos más exigentes se usan resistencias mayores, y una piscina o un muro de contención pueden pedir una mezcla específica, menos permeable al agua.

Esa cifra es la resistencia a la compresión que el concreto debe alcanzar a los 28 días de chorreado, medida en cilindros de prueba. No es una sugerencia. Todo el diseño estructural, incluida la cantidad de acero y las dimensiones de cada columna y viga, parte de que esa resistencia se alcanza. Un concreto que llega a dos terceras partes del valor especificado deja una estructura con menos margen del que exige el código, sobre todo ante un terremoto.

Lo que más influye en la resistencia es la relación entre el agua y el cemento. Más agua hace que el concreto sea más fácil de colocar, y por eso es tentador echarle un poco más en obra, pero cada balde de más lo debilita, aumenta el agrietamiento por retracción y lo vuelve más poroso a la sal y la humedad.

**Concreto premezclado o hecho en obra en la península**

*Concreto premezclado*

El concreto premezclado se dosifica en planta, pesando los materiales según una mezcla diseñada, y llega con una boleta de entrega que indica su resistencia. Para chorreas grandes, como cimientos, losas y piscinas, suele ser la mejor opción. En la península, sin embargo, las distancias son largas y muchos accesos son empinados y de lastre. El tiempo de viaje se come parte de la vida útil de la mezcla, así que las entregas se programan temprano, la mezcla puede necesitar aditivos para mantenerse trabajable y en un sitio empinado puede hacer falta una bomba. Devolver un camión mezclador porque no logra subir el último tramo del camino es una forma cara de aprender sobre accesos.

*Concreto hecho en obra*

El concreto hecho en batidora sigue siendo común para elementos pequeños y en sitios donde no llegan los camiones. Puede ser buen concreto, pero solo con disciplina: arena y piedra limpias y bien graduadas, cemento guardado en seco, proporciones medidas siempre igual con cajones o baldes y no a palazos, y una cantidad fija de agua. La calidad de los agregados de la zona varía, y cerca de la costa una arena con demasiada arcilla o sal es un riesgo real. Al concreto hecho en obra le hacemos exactamente las mismas pruebas que al premezclado.

**Pruebas: revenimiento y cilindros**

*La prueba de revenimiento*

La prueba de revenimiento es un control sencillo que se hace al momento de la entrega. Se llena un cono metálico con concreto fresco, se levanta el cono y se mide cuánto baja la mezcla. El diseño de mezcla define un revenimiento meta con una tolerancia. Un revenimiento muy por encima suele significar agua de más, y esa carga no debería ir a la estructura.

*Cilindros de prueba*

En cada chorrea importante se sacan muestras en cilindros normalizados, que se dejan quietos y a la sombra el primer día, se llevan luego a un laboratorio y se curan hasta fallarlos, por lo general a los 7 y a los 28 días. Los resultados muestran si el concreto de su casa alcanzó la resistencia especificada. Son su respaldo, y como propietario usted tiene derecho a verlos. Si los resultados salen bajos, el ingeniero decide los pasos a seguir, que pueden ir desde pruebas adicionales sobre la estructura hasta reforzar los elementos afectados.

**Formaleta, armado y recubrimiento**

*Formaleta*

La formaleta le da forma al concreto y tiene que aguantar varias toneladas de material fresco sin moverse. Una buena formaleta se arma con las medidas correctas, a plomo y a nivel, con juntas bien cerradas para que no se escape la lechada, con desmoldante y bien apuntalada y arriostrada. Los puntales de una losa se quedan hasta que el ingeniero confirme que el concreto puede cargar su propio peso, y eso normalmente toma semanas, no días.

*Colocación de la varilla y recubrimiento*

Antes de cualquier chorrea, el armado debe coincidir con los planos: diámetros, cantidad y separación de varillas, aros, traslapes y ganchos. Igual de importante es el recubrimiento, es decir, el espesor de concreto entre el acero y la superficie exterior. El recubrimiento protege el acero de la corrosión y del fuego, y permite que varilla y concreto trabajen juntos. Las cifras las definen los planos; como referencia general, el concreto chorreado contra el suelo necesita más recubrimiento que una losa interior, y los elementos expuestos a la intemperie más que los protegidos. En esta costa, con sal en el aire, tomamos el recubrimiento especificado como un mínimo y nunca lo reducimos.

El recubrimiento se logra con separadores: dados de concreto o soportes plásticos amarrados al acero para que no se asiente sobre la formaleta ni sobre el suelo. Las varillas apoyadas directamente en la tierra, o pegadas a la formaleta, están entre los defectos más comunes que vemos en otras obras.

**Colocación, vibrado y curado con calor**

*Colocación y vibrado*

El concreto se debe colocar cerca de su posición final, sin dejarlo caer desde mucha altura ni arrastrarlo de lado, porque eso separa la piedra de la pasta. Luego se compacta con un vibrador de inmersión, que se introduce a intervalos regulares y se saca despacio, hasta que dejan de subir burbujas de aire. Poco vibrado deja vacíos; demasiado en un mismo punto puede segregar la mezcla. La chorrea debe avanzar sin pausas largas, para no colocar concreto fresco contra concreto que ya empezó a fraguar.

*Curado con calor*

El concreto no gana resistencia secándose: necesita agua para seguir endureciendo. En verano, el sol y el viento de la península pueden secar la superficie de una losa en pocas horas, lo que provoca grietas por retracción y un concreto débil y polvoso. Cuando se puede, chorreamos temprano en la mañana y mantenemos húmedas las superficies expuestas de forma continua al menos durante la primera semana, con agua, sacos mojados, plástico o un compuesto de curado, según lo permita la especificación. En invierno el reto cambia: las chorreas se planifican en función de los aguaceros de la tarde y el concreto fresco se cubre para que la lluvia fuerte no lave la superficie.

**Defectos comunes y cómo los evita un buen contratista**

La mayoría de los problemas del concreto se ven al quitar la formaleta, y casi todos se pueden evitar:

- hormigueros, vacíos y piedras expuestas en la superficie, casi siempre por mal vibrado o por lechada que se escapó de la formaleta
- juntas frías, costuras donde se colocó concreto contra una capa que ya había fraguado, que se evitan planificando la chorrea y la cuadrilla
- grietas por retracción plástica en losas, causadas por un secado rápido y evitables con un curado temprano y sin agua de más
- varilla expuesta u oxidada, señal de que faltaron separadores o de que el acero se movió
- elementos desplomados o abombados por formaleta mal arriostrada, que solo se evitan armándola bien desde el inicio
- resultados bajos en los cilindros, casi siempre por agua agregada, mala dosificación o mal curado

Un buen contratista los previene con rutina: el armado se revisa contra los planos antes de cada chorrea, los camiones o la batidora se coordinan antes de empezar, se hace la prueba de revenimiento al llegar la mezcla, se sacan cilindros, hay un vibrador y uno de repuesto en obra, y alguien queda a cargo del curado los días siguientes.

Si usted está construyendo, hágale tres preguntas a su contratista: quién revisa el acero antes de cada chorrea, dónde se guardan los resultados de los cilindros y cómo se maneja el curado en verano. Las respuestas dicen mucho del concreto de su casa. El equipo de obra de Solera registra cada chorrea con fotos y resultados de laboratorio, y con gusto los compartimos con los propietarios a medida que avanza el trabajo.`,
  },
};
