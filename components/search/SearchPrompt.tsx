import styles from './SearchPage.module.css';

/** The results page before anything was searched for. */
export function SearchPrompt() {
  return (
    <div className={styles.message}>
      <h2>What are you looking for?</h2>
      <p>Type a word or two above to search our causes, events, projects, blog posts, services, team and pages.</p>
    </div>
  );
}
