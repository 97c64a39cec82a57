// Being written (issue 4, game screen): replaced by the game page module.
export default function Placeholder() {
  return null;
}
