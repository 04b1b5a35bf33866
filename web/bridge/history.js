// The browser's history: each screen of the app is a history entry, so Back and Forward move
// between them and never leave the site from inside it. A response names its page (plain data
// the page does not read) and whether it is a new entry (push); the entry's state keeps the
// page and the page and address of the entry below it, so a push to exactly that entry goes
// Back instead (closing the rules, leaving the setup). Back and Forward are sent to Python as
// a "history" event with the entry's page and address; an address typed in as a "hash" event.
// Either address arrives in Python by the one way in (pygames/app/store/arrival.py): an older
// or diverging line of a saved game asks there, so going Back never replaces a saved game.

const BACK_WAIT_MS = 1000;

function samePage(a, b) {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

// The absolute address of a response's hash ("": no fragment; null: unchanged from `known`).
function addressOf(hash, known) {
  if (hash == null) return known;
  return new URL(hash ? "#" + hash : location.pathname + location.search, location.href).href;
}

export function createHistory(send) {
  // known: the address the app shows; going: Back was asked for and has not happened yet,
  // latest: what the responses meanwhile said (written once the browser is there).
  const state = { known: location.href, going: null, latest: null };

  function write(page, url, push) {
    const here = history.state;
    if (push) {
      const below = here && here.prev;
      if (below && samePage(below.page, page) && below.url === url) {
        goBack(page, url);
        return;
      }
      const prev = here && here.page ? { page: here.page, url: location.href } : null;
      history.pushState({ page, prev }, "", url);
    } else if (!here || !samePage(here.page, page) || location.href !== url) {
      history.replaceState({ page, prev: here ? here.prev : null }, "", url);
    }
  }

  function goBack(page, url) {
    state.latest = { page, url, push: false };
    state.going = setTimeout(arrived, BACK_WAIT_MS); // the browser may refuse: write anyway
    history.back();
  }

  function arrived() {
    clearTimeout(state.going);
    state.going = null;
    const latest = state.latest;
    state.latest = null;
    if (latest) write(latest.page, latest.url, latest.push);
  }

  // Called with every response (responses.js): the page shown and its address.
  function follow(response) {
    state.known = addressOf(response.hash, state.known);
    if (!response.page) return;
    if (state.going) {
      const push = Boolean(response.push) || Boolean(state.latest && state.latest.push);
      state.latest = { page: response.page, url: state.known, push };
      return;
    }
    write(response.page, state.known, Boolean(response.push));
  }

  window.addEventListener("popstate", (event) => {
    if (state.going) {
      arrived(); // our own Back: Python already shows that page
      return;
    }
    state.known = location.href;
    const page = event.state && event.state.page;
    send({ type: "history", page: page ?? null, hash: location.hash });
  });
  // Browsers that do not send popstate for an address typed in still send hashchange.
  window.addEventListener("hashchange", () => {
    if (location.href === state.known) return;
    state.known = location.href;
    send({ type: "hash", hash: location.hash });
  });

  return {
    follow,
    // the page this entry showed before a reload (sent with "init")
    get page() { return history.state && history.state.page ? history.state.page : null; },
  };
}
