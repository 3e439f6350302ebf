import { useEffect, useState } from "react";

/** Whether the page has been scrolled further than `fraction` of the window's height (false before hydration). */
export function useScrolledPast(fraction: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > window.innerHeight * fraction);
    update();
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, [fraction]);
  return past;
}
