import type { Article } from "../types";

export const article: Article = {
  id: 12,
  slug: "solar-energy",
  type: "article",
  category: "sustainability",
  date: "2024-12-09",
  image: "news/solar-energy",
  title: {
    en: "Solar power for a villa in Costa Rica: what to know before you install",
    es: "Energía solar para una villa en Costa Rica: lo que debe saber antes",
  },
  excerpt: {
    en: "Grid-tied or with batteries, sized for air conditioning and the pool, built to survive salt air: how solar power really works for a coastal villa on the Nicoya Peninsula.",
    es: "Conectada a la red o con baterías, dimensionada para el aire acondicionado y la piscina, y preparada para la brisa salina: así funciona la energía solar en una villa costera.",
  },
  body: {
    en: `The Nicoya Peninsula gets a lot of sun, especially from December to April, and a villa with air conditioning, a pool and a few guests uses a lot of electricity. Solar power is a natural fit. It is also easy to get wrong: a system that is too small, a mounting frame that rusts within five years, or batteries sold as essential when they were not.

This article explains how solar works for a villa in Costa Rica, the choices you will face, and how to reason about the numbers without relying on anyone’s sales brochure.

**Grid-tied systems and your local utility**

Most villas with solar panels in Costa Rica stay connected to the grid. During the day the panels power the house and any surplus flows into the grid; at night or on cloudy days the house draws from the grid as usual. Costa Rica regulates this kind of distributed generation through national law and rules set by the regulator, ARESEP, and each utility applies them.

On the peninsula, depending on where the lot is, electricity may come from the Coopeguanacaste cooperative or from ICE, so the first step is to confirm who your local utility is and what its process currently requires. In general, expect:

- An interconnection application before installation, with the system design and the property documents
- Design and installation by a professional registered with the CFIA
- An inspection and a bidirectional meter before the system is switched on
- Rules on how surplus energy is credited and what fixed or access charges apply, which have changed over the years

Do not install first and ask later. A system connected without approval can be disconnected, and surplus energy is only credited under an approved contract. Because the terms can change, a serious proposal states which rules it assumes, and those should be checked against the utility’s current conditions.

**Batteries for outages**

Power cuts happen on the peninsula, more often in the rainy season, when storms bring down trees and lines. A standard grid-tied system shuts itself off during an outage for the safety of line workers, even when the sun is shining, so panels alone do not keep the lights on.

Batteries change that. With a hybrid inverter and a battery bank, today usually lithium iron phosphate, the house can keep its essential loads running through an outage: fridge, lights, internet, water pump, fans and perhaps the air conditioning in one bedroom. Backing up the whole villa, pool and every air conditioner included, takes a very large bank and is rarely worth it.

The practical approach is a critical-loads board: a separate panel wired with what you really need during an outage. Size the battery for those loads and for the hours an outage typically lasts, not for days. For owners who rent out the villa, reliable power through outages can be a strong reason to invest; for others, a small generator may be a cheaper backup.

**Sizing for air conditioning and the pool**

*Know your loads*

In a villa, air conditioning is usually the largest consumer, followed by the pool pump, water heating, the kitchen and refrigeration. A good design starts with an estimate of daily energy use, in kilowatt-hours, for the way you will actually live in the house, or from the bills of a similar home. Occupancy makes a big difference: a villa rented most of the year uses far more than a holiday home used for a few weeks.

*Reduce before you generate*

Every kilowatt-hour you do not use is a panel you do not have to buy. Before sizing the system, bring the loads down:

- Inverter air conditioners, sized for each room, in a house designed for shade and cross-ventilation
- A variable-speed pool pump, which running at low speed for longer hours often uses a fraction of the energy of an old single-speed pump
- LED lighting and efficient refrigeration
- Solar hot water instead of electric resistance heating

*Then do the sum*

A rough calculation divides daily energy use by the average hours of full sun the site receives, with an allowance for losses, heat and dust. Panels in the tropics produce less when they are hot, so a panel’s real output is below its rated figure. Roof area is often the limit: a flat roof offers plenty of space, while a pitched clay-tile roof may be better served by panels on a pergola or carport.

**Built for salt air**

A roof within sight of the Pacific is a hostile place for metal and electronics. A system installed with hardware meant for the Central Valley can corrode within a few years. What to insist on:

- Aluminium mounting rails and marine-grade stainless steel fixings (316), with isolation between different metals to prevent galvanic corrosion
- Panels certified for salt-mist resistance, which many manufacturers offer
- Inverters and batteries installed indoors or in a ventilated, shaded and protected space, not on a wall facing the sea breeze
- Roof penetrations sealed and detailed together with the roofer, so the system does not cause leaks in the rainy season
- A frame designed for the wind loads of the site, especially on exposed hillsides

Panels also need regular cleaning of salt and dust, particularly towards the end of the dry season, with fresh water and a soft brush.

**Solar hot water**

For hot water, solar thermal collectors are often simpler and cheaper than using photovoltaic panels to heat water electrically. A collector on the roof heats the water directly and stores it in an insulated tank, with an electric backup for cloudy spells. In a sunny coastal climate it covers much of a household’s hot water. A heat-pump water heater is another efficient option, especially if the roof is better used for photovoltaic panels. For the pool, a heat pump or solar pool heating can replace electric resistance heaters, although many owners on the coast find the water warm enough without either.

**Does it pay for itself?**

The prices of panels, inverters and batteries change, and so do electricity tariffs and the distributed-generation rules, so be wary of any proposal that promises an exact payback period without showing how it was calculated.

The reasoning itself is simple. Take the installed cost of the system. Estimate the energy it will produce in a year and the part of your bill that energy will replace, taking into account the utility’s rules on surplus and fixed charges. Divide the first figure by the second and you have a rough payback in years. Grid-tied systems without batteries generally pay back fastest, especially when much of the consumption happens while the sun is up, for example by running the pool pump during the day. Batteries add cost without lowering the bill much further: they are bought for resilience, not savings. A house used only a few weeks a year will take longer to recover its investment than one that is lived in or rented most of the year.

Panels usually carry long performance warranties; inverters and batteries have shorter lives and should be expected to need replacing at some point during the life of the system. Put that in the numbers too.

Before asking for quotes, gather a year of electricity bills from a similar home or an estimate of your use, decide which loads must keep running in an outage, and ask your local utility how its interconnection process works today. Solera’s team designs solar into the house from the start, including the roof layout, space for the inverter and the critical-loads wiring, and can help you compare proposals on the same basis.`,
    es: `La península de Nicoya recibe mucho sol, sobre todo de diciembre a abril, y una villa con aire acondicionado, piscina y algunos huéspedes consume mucha electricidad. La energía solar encaja de forma natural. También es fácil equivocarse: un sistema demasiado pequeño, una estructura que se oxida en menos de cinco años o unas baterías vendidas como indispensables cuando no lo eran.

Este artículo explica cómo funciona la energía solar en una villa en Costa Rica, las decisiones que tendrá que tomar y cómo razonar los números sin depender del folleto de ningún vendedor.

**Sistemas conectados a la red y su distribuidora local**

La mayoría de las villas con paneles solares en Costa Rica siguen conectadas a la red. De día, los paneles alimentan la casa y el excedente se inyecta a la red; de noche o en días nublados, la casa consume de la red como siempre. Costa Rica regula esta generación distribuida mediante una ley nacional y normas de la ARESEP, y cada distribuidora las aplica.

En la península, según dónde esté el lote, la electricidad puede venir de Coopeguanacaste o del ICE, así que el primer paso es confirmar cuál es su distribuidora local y qué exige hoy su trámite. En general, cuente con:

- Una solicitud de interconexión antes de instalar, con el diseño del sistema y los documentos de la propiedad
- Diseño e instalación a cargo de un profesional inscrito en el CFIA
- Una inspección y un medidor bidireccional antes de encender el sistema
- Reglas sobre cómo se acreditan los excedentes y qué cargos fijos o de acceso se cobran, que han cambiado con los años

No instale primero para preguntar después. Un sistema conectado sin aprobación puede ser desconectado, y los excedentes solo se acreditan con un contrato aprobado. Como las condiciones pueden cambiar, una propuesta seria indica qué reglas supone, y conviene contrastarlas con las condiciones vigentes de la distribuidora.

**Baterías para los apagones**

En la península se va la luz, con más frecuencia en invierno, cuando las tormentas botan árboles y cables. Un sistema conectado a la red estándar se apaga solo durante un corte, para proteger a quienes trabajan en las líneas, aunque haya sol; los paneles por sí solos no mantienen la casa encendida.

Las baterías cambian eso. Con un inversor híbrido y un banco de baterías, hoy normalmente de litio ferrofosfato, la casa puede mantener las cargas esenciales durante un apagón: refrigeradora, luces, internet, bomba de agua, abanicos y quizá el aire acondicionado de un dormitorio. Respaldar la villa completa, con la piscina y todos los aires, exige un banco enorme y rara vez se justifica.

Lo práctico es un tablero de cargas críticas: un tablero aparte con lo que de verdad necesita durante un corte. Dimensione la batería para esas cargas y para las horas que suele durar un apagón, no para días. Para quien alquila la villa, tener electricidad confiable durante los cortes puede ser una buena razón para invertir; para otros, una planta eléctrica pequeña puede ser un respaldo más barato.

**Dimensionar para el aire acondicionado y la piscina**

*Conozca sus consumos*

En una villa, el aire acondicionado suele ser el mayor consumidor, seguido de la bomba de la piscina, el calentamiento de agua, la cocina y la refrigeración. Un buen diseño parte de una estimación del consumo diario, en kilovatios hora, según la forma en que usted realmente vivirá la casa, o de los recibos de una casa similar. La ocupación pesa mucho: una villa alquilada casi todo el año consume bastante más que una casa de vacaciones que se usa unas pocas semanas.

*Reduzca antes de generar*

Cada kilovatio hora que no consume es un panel que no tiene que comprar. Antes de dimensionar el sistema, baje los consumos:

- Aires acondicionados tipo inverter, del tamaño adecuado para cada espacio, en una casa diseñada con sombra y ventilación cruzada
- Una bomba de piscina de velocidad variable, que a baja velocidad y durante más horas suele gastar una fracción de lo que consume una bomba vieja de una sola velocidad
- Iluminación LED y refrigeración eficiente
- Calentamiento solar de agua en lugar de resistencias eléctricas

*Luego haga la cuenta*

Un cálculo aproximado divide el consumo diario entre las horas de sol pleno que recibe el sitio en promedio, con un margen para pérdidas, calor y polvo. En el trópico, los paneles producen menos cuando están calientes, así que su rendimiento real queda por debajo de la potencia nominal. El área de techo suele ser el límite: un techo plano ofrece mucho espacio, mientras que en un techo inclinado de teja de barro puede convenir más instalar los paneles sobre una pérgola o una cochera.

**Preparado para la brisa salina**

Un techo con vista al Pacífico es un lugar hostil para el metal y la electrónica. Un sistema instalado con herrajes pensados para el Valle Central puede corroerse en pocos años. Exija:

- Rieles de montaje de aluminio y tornillería de acero inoxidable grado marino (316), con aislamiento entre metales distintos para evitar la corrosión galvánica
- Paneles certificados para resistencia a la niebla salina, que ofrecen muchos fabricantes
- Inversores y baterías instalados bajo techo o en un espacio ventilado, sombreado y protegido, no en una pared de frente a la brisa del mar
- Perforaciones del techo selladas y resueltas junto con el techador, para que el sistema no provoque goteras en invierno
- Una estructura diseñada para las cargas de viento del sitio, sobre todo en laderas expuestas

Los paneles también necesitan limpieza periódica de sal y polvo, en especial hacia el final del verano, con agua dulce y un cepillo suave.

**Agua caliente solar**

Para el agua caliente, los colectores solares térmicos suelen ser más sencillos y baratos que usar paneles fotovoltaicos para calentar agua con electricidad. Un colector en el techo calienta el agua directamente y la guarda en un tanque aislado, con un respaldo eléctrico para los días nublados. En un clima costero soleado, cubre buena parte del agua caliente de una casa. Un calentador con bomba de calor es otra opción eficiente, sobre todo si conviene reservar el techo para los paneles fotovoltaicos. En la piscina, una bomba de calor o un sistema solar de calentamiento pueden sustituir a los calentadores de resistencia, aunque muchos propietarios en la costa encuentran el agua suficientemente tibia sin ninguno de los dos.

**¿Se paga solo?**

Los precios de paneles, inversores y baterías cambian, igual que las tarifas eléctricas y las reglas de generación distribuida, así que desconfíe de cualquier propuesta que prometa un plazo exacto de recuperación sin mostrar cómo lo calculó.

El razonamiento es sencillo. Tome el costo instalado del sistema. Estime la energía que producirá en un año y la parte de su factura que esa energía va a sustituir, considerando las reglas de la distribuidora sobre excedentes y cargos fijos. Divida lo primero entre lo segundo y tendrá un plazo de recuperación aproximado en años. Los sistemas conectados a la red sin baterías suelen recuperarse más rápido, sobre todo cuando buena parte del consumo ocurre mientras hay sol, por ejemplo si la bomba de la piscina trabaja de día. Las baterías suman costo sin bajar mucho más la factura: se compran por respaldo, no por ahorro. Una casa que se usa solo unas semanas al año tardará más en recuperar la inversión que una habitada o alquilada casi todo el año.

Los paneles suelen tener garantías de rendimiento largas; los inversores y las baterías tienen una vida más corta y es de esperar que haya que reemplazarlos en algún momento de la vida del sistema. Inclúyalo también en los números.

Antes de pedir cotizaciones, reúna un año de recibos de electricidad de una casa similar o una estimación de su consumo, decida qué cargas deben seguir funcionando durante un apagón y consulte con su distribuidora local cómo funciona hoy su proceso de interconexión. El equipo de Solera integra la energía solar en la casa desde el diseño, incluida la distribución en el techo, el espacio para el inversor y el cableado de cargas críticas, y puede ayudarle a comparar propuestas con los mismos criterios.`,
  },
};
