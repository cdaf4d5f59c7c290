import type { Article } from "../types";

export const article: Article = {
  id: 4,
  slug: "hillside-lots",
  type: "article",
  category: "development",
  date: "2024-12-17",
  image: "news/hillside-lots",
  title: {
    en: "Building on a hillside lot on the Nicoya Peninsula",
    es: "Construir en un lote de ladera en la península de Nicoya",
  },
  excerpt: {
    en: "The best ocean views near Santa Teresa are often on steep lots. Soil studies, retaining walls, foundations, drainage and access decide what those views really cost to build.",
    es: "Las mejores vistas al mar cerca de Santa Teresa suelen estar en lotes empinados. Estudio de suelos, muros, cimientos, drenajes y acceso definen cuánto cuesta de verdad esa vista.",
  },
  body: {
    en: `Drive up any of the hills behind Santa Teresa, Mal País or Montezuma and you will understand why so many clients want a hillside lot. A few dozen metres of height turn a view of the trees into a view of the Pacific, with cooler breezes and more privacy. Those same metres also change almost every part of the construction, from the first study to the last delivery of furniture.

None of this makes a hillside lot a bad idea. Many of the homes we are proudest of sit on slopes. It does mean that the ground has to be understood before the house is designed, and that the budget has to be honest about what the slope demands. Here is what we look at, in roughly the order it matters.

**Start with the ground: the geotechnical study**

On a slope, the soil study is not optional paperwork. A geotechnical engineer drills or digs at several points on the lot, tests the samples and tells the structural engineer how much load the ground can carry, at what depth firm material appears, how stable the slope is and how groundwater behaves. On the peninsula, conditions can change a lot within a single lot: weathered rock close to the surface in one corner, deep clay that swells and shrinks with the rains in another, old fill left by a previous owner in a third.

The study should come before the architectural design is fixed, not after. Its recommendations decide where the house can sit, which type of foundation makes sense and how steep the cuts can be. Compared with the cost of the foundations it informs, it is a small expense, and skipping it is one of the few mistakes that cannot be corrected later.

**What the rules allow: municipal slope limits**

Steep land comes with restrictions. Depending on the gradient, the municipality (Cóbano) and national regulations can limit what and how much you build, or require additional studies, such as a slope stability analysis, before approving a permit. Larger earthworks can also bring SETENA into the process. The exact thresholds depend on the regulations that apply to each area, so confirm them with the municipality, ideally before you buy.

Two other limits are common on jungle hillsides. Forested land is protected, and trees cannot be cut without a permit from the environmental authorities. And streams, even seasonal ones that are dry half the year, have protection zones along their banks where you cannot build. A lot can look generous on the cadastral plan and turn out to have a much smaller buildable area.

**Cut, fill and retaining walls**

*Balancing the earthworks*

Most hillside projects create flat areas by cutting into the slope and using part of that material as fill. The goal is to move as little earth as possible and to balance cut and fill on site, because hauling soil in or out is slow and expensive on narrow roads. Fill must be placed in thin layers, compacted and tested; a house should never rest on loose fill.

*Retaining walls*

Any cut or fill steeper than the soil can hold on its own needs a retaining wall. Depending on height and soil, that may be a reinforced concrete wall, a reinforced block wall, gabions filled with stone, or an anchored solution for taller cuts. Walls over a certain height need their own structural design, and stepping them in terraces is often safer and easier to landscape than one tall wall.

*Water behind the wall*

Most retaining wall problems are water problems. Rain that soaks into the ground behind a wall adds a great deal of pressure. Every wall needs drainage behind it: free-draining gravel, a perforated pipe at the base and weep holes that let water out. It costs little during construction and a great deal to fix afterwards.

**Foundations that follow the slope**

There are two broad strategies. One is to create terraces and build on them with conventional foundations, stepped to follow the ground. The other is to let the house touch the slope lightly: piles or drilled piers down to firm material, with columns and beams carrying the floors above. The first needs more earthworks and walls; the second needs more structure and careful detailing, but disturbs the hillside less and often keeps more of the natural vegetation.

In practice, many homes combine both. Either way, the foundations have to be designed for Costa Rica’s seismic code. The Nicoya Peninsula is one of the most seismically active areas of the country, and on a slope the way the house is anchored to the ground deserves particular attention.

**Drainage and erosion control in the rainy season**

From roughly May to November, and especially in September and October, a bare hillside can lose a remarkable amount of soil in a single storm. Drainage has to be planned before the first cut and built as the work progresses, not added at the end.

- Channels at the top of every cut to intercept runoff before it reaches the slope.
- Gutters and downpipes that carry roof water to proper outlets instead of onto bare ground.
- Outlets that discharge onto stable ground or into existing watercourses, never onto a neighbour’s property.
- Temporary protection during construction: covering exposed slopes, silt fences and small sediment traps.
- Permanent vegetation as soon as possible, with deep-rooted grasses such as vetiver and native plants that hold the soil.

Timing helps as much as design. We schedule earthworks and foundations in the dry season, from December to April, whenever we can, so the slopes are stabilised and planted before the heaviest rains arrive.

**Getting there: access for concrete trucks**

A loaded concrete truck weighs well over 20 tonnes and needs a firm surface, a gradient it can climb and room to turn. Many hillside lots are reached by dirt roads that are fine in April and impassable in October. Before the design is final, we check how materials and concrete will reach the site. The usual answers include improving the access road with a compacted base, concrete strips on the steepest sections, pumping concrete from the road up to the house or, for small elements, mixing on site. The access road is often the first thing we build, and it will also serve delivery trucks, septic maintenance and emergency vehicles for the life of the house.

**How views and cost trade off**

Every extra metre of height usually brings a better view and a higher cost. A few principles help keep the balance:

*Use the natural bench*

Most slopes have a flatter shelf somewhere. Placing the main volume there, rather than at the highest point, can save a great deal in walls and foundations while giving up little of the view.

*Fewer, longer levels*

A house that follows the contour lines in one or two long levels is usually simpler and cheaper than one that stacks many small levels down the slope.

*Count the whole site, not just the house*

Driveways, retaining walls, drainage and extra structure can add substantially to the cost compared with a similar house on flat land. Compare lots on their total cost to build, not only on their purchase price.

*Think about exposure*

Higher, more open positions catch more wind and more salt. That affects the choice of windows, metal fittings and finishes, and the maintenance they will need.

**Before you buy or design**

If you are considering a hillside lot, ask for a topographic survey, a soil study and a conversation with the municipality about what the slope allows before you commit. Walk the access road after heavy rain if you can. And get an early opinion on where the house could sit and what the earthworks might involve. Solera’s team is glad to visit a lot with you and give that first, practical reading of the site.`,
    es: `Suba cualquiera de los cerros detrás de Santa Teresa, Mal País o Montezuma y va a entender por qué tantos clientes quieren un lote de ladera. Unas cuantas decenas de metros de altura convierten la vista de los árboles en vista al Pacífico, con más brisa y más privacidad. Esos mismos metros cambian casi todo en la construcción, desde el primer estudio hasta la última entrega de muebles.

Nada de esto quiere decir que un lote de ladera sea mala idea. Muchas de las casas de las que estamos más orgullosos están en pendiente. Sí significa que hay que entender el terreno antes de diseñar la casa y que el presupuesto tiene que ser honesto con lo que exige la pendiente. Esto es lo que revisamos, más o menos en el orden en que importa.

**Primero el terreno: el estudio de suelos**

En una ladera, el estudio de suelos no es un papel más. Un ingeniero geotécnico hace perforaciones o calicatas en varios puntos del lote, ensaya las muestras y le indica al ingeniero estructural cuánta carga aguanta el terreno, a qué profundidad aparece material firme, qué tan estable es el talud y cómo se comporta el agua subterránea. En la península, las condiciones pueden cambiar mucho dentro de un mismo lote: roca meteorizada cerca de la superficie en una esquina, arcilla profunda que se hincha y se contrae con las lluvias en otra, y relleno viejo de un dueño anterior en una tercera.

El estudio debe hacerse antes de definir el diseño arquitectónico, no después. Sus recomendaciones definen dónde puede ir la casa, qué tipo de cimentación conviene y qué tan empinados pueden ser los cortes. Comparado con el costo de los cimientos que orienta, es un gasto pequeño, y saltárselo es uno de los pocos errores que no se pueden corregir después.

**Lo que permiten las normas: límites por pendiente**

Los terrenos empinados tienen restricciones. Según la pendiente, la municipalidad (Cóbano) y la normativa nacional pueden limitar qué y cuánto se construye, o pedir estudios adicionales, como un análisis de estabilidad de taludes, antes de aprobar el permiso. Un movimiento de tierras grande también puede meter a SETENA en el proceso. Los umbrales exactos dependen de la normativa que aplique en cada zona, así que confírmelos con la municipalidad, idealmente antes de comprar.

Hay otros dos límites comunes en las laderas con selva. El bosque está protegido y no se pueden cortar árboles sin permiso de las autoridades ambientales. Y las quebradas, incluso las que pasan secas medio año, tienen zonas de protección a sus orillas donde no se puede construir. Un lote puede verse amplio en el plano catastrado y resultar con un área construible mucho menor.

**Cortes, rellenos y muros de retención**

*Equilibrar el movimiento de tierras*

En la mayoría de los proyectos en ladera, las zonas planas se logran cortando el talud y usando parte de ese material como relleno. La idea es mover la menor cantidad de tierra posible y compensar cortes y rellenos dentro del mismo lote, porque sacar o traer tierra por caminos angostos es lento y caro. El relleno se coloca en capas delgadas, se compacta y se comprueba; una casa nunca debe apoyarse sobre relleno suelto.

*Muros de retención*

Todo corte o relleno más empinado de lo que el suelo aguanta por sí solo necesita un muro de retención. Según la altura y el tipo de suelo, puede ser un muro de concreto armado, uno de bloques con varilla, gaviones rellenos de piedra o una solución anclada para los cortes más altos. A partir de cierta altura, los muros necesitan su propio diseño estructural, y escalonarlos en terrazas suele ser más seguro y más fácil de ajardinar que un solo muro alto.

*El agua detrás del muro*

La mayoría de los problemas en muros de retención son problemas de agua. La lluvia que se filtra detrás del muro le agrega muchísimo empuje. Todo muro necesita drenaje por detrás: grava que deje pasar el agua, un tubo perforado en la base y lloraderos que la saquen. Durante la obra cuesta poco; arreglarlo después cuesta mucho.

**Cimientos que siguen la pendiente**

Hay dos estrategias generales. Una es hacer terrazas y construir sobre ellas con cimientos convencionales, escalonados según el terreno. La otra es que la casa toque la ladera lo menos posible: pilotes o pilas perforadas hasta el material firme, con columnas y vigas que cargan los entrepisos. La primera exige más movimiento de tierras y más muros; la segunda, más estructura y detalles más cuidadosos, pero altera menos la ladera y muchas veces conserva más vegetación natural.

En la práctica, muchas casas combinan ambas. En cualquier caso, los cimientos deben diseñarse según el Código Sísmico de Costa Rica. La península de Nicoya es una de las zonas con más actividad sísmica del país, y en una ladera la forma en que la casa se ancla al terreno merece especial atención.

**Drenajes y control de erosión en invierno**

Más o menos de mayo a noviembre, y sobre todo en setiembre y octubre, una ladera pelada puede perder una cantidad sorprendente de suelo en un solo aguacero. Los drenajes se planifican antes del primer corte y se construyen conforme avanza la obra, no al final.

- Contracunetas en la parte alta de cada corte, para atajar el agua antes de que llegue al talud.
- Canoas y bajantes que lleven el agua del techo a desfogues adecuados y no a tierra desnuda.
- Desfogues hacia terreno estable o hacia cauces existentes, nunca hacia la propiedad del vecino.
- Protección temporal durante la obra: cubrir los taludes expuestos, mallas que retengan los sedimentos y pequeños desarenadores.
- Vegetación permanente lo antes posible, con zacates de raíz profunda como el vetiver y plantas nativas que amarren el suelo.

El momento ayuda tanto como el diseño. Siempre que podemos, programamos el movimiento de tierras y los cimientos en verano, de diciembre a abril, para que los taludes estén estabilizados y sembrados antes de que lleguen las lluvias fuertes.

**Cómo llegar: acceso para la chompipa**

Una chompipa cargada pesa bastante más de 20 toneladas y necesita una superficie firme, una pendiente que pueda subir y espacio para maniobrar. Muchos lotes de ladera se alcanzan por caminos de tierra que en abril están bien y en octubre no pasan. Antes de cerrar el diseño revisamos cómo van a llegar los materiales y el concreto. Las soluciones habituales incluyen mejorar el camino con una base compactada de lastre, huellas de concreto en los tramos más empinados, bombear el concreto desde la calle hasta la casa o, para elementos pequeños, chorrear con mezcla hecha en sitio. El camino de acceso suele ser lo primero que construimos, y le va a servir a los camiones de entrega, al mantenimiento del tanque séptico y a los vehículos de emergencia durante toda la vida de la casa.

**Vista contra costo**

Cada metro adicional de altura suele traer mejor vista y mayor costo. Algunos principios ayudan a mantener el equilibrio:

*Aproveche la terraza natural*

Casi todas las laderas tienen en algún punto un rellano más plano. Ubicar ahí el volumen principal, en lugar de en el punto más alto, puede ahorrar mucho en muros y cimientos sin sacrificar gran parte de la vista.

*Menos niveles, más largos*

Una casa que sigue las curvas de nivel en uno o dos niveles largos suele ser más sencilla y más barata que una que apila muchos niveles pequeños ladera abajo.

*Cuente todo el sitio, no solo la casa*

Caminos, muros de retención, drenajes y estructura adicional pueden sumar bastante al costo, comparado con una casa parecida en terreno plano. Compare los lotes por lo que cuesta construir en ellos, no solo por su precio de compra.

*Piense en la exposición*

Las posiciones más altas y abiertas reciben más viento y más salitre. Eso influye en la elección de ventanería, herrajes y acabados, y en el mantenimiento que van a necesitar.

**Antes de comprar o diseñar**

Si está considerando un lote de ladera, pida un levantamiento topográfico, un estudio de suelos y una conversación con la municipalidad sobre lo que permite la pendiente antes de comprometerse. Si puede, recorra el camino de acceso después de un buen aguacero. Y busque una opinión temprana sobre dónde podría ir la casa y qué implicaría el movimiento de tierras. El equipo de Solera con gusto visita el lote con usted y le da esa primera lectura práctica del terreno.`,
  },
};
