// The console's bundler hands back the URL of a package file imported with ?url; the shell's own
// type check does not load the bundler's types, so the shape is stated here.
declare module '@twemoji/svg/*' {
  const url: string;
  export default url;
}
