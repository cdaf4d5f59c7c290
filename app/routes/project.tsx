/** A project's deep link: the projects page with that project's dialog open. */
export default function Project() {
  return null;
}
