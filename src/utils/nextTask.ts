/** The end of the current task: the browser may paint and handle input before what follows. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}
