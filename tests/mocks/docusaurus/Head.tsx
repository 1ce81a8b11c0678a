export default function Head(): null {
  return null;
}
