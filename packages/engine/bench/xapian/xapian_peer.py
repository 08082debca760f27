#!/usr/bin/python3
"""Xapian peer of `npm run bench:engine` (driven by ../engine/xapian-runner.ts).

Reads JSON lines on stdin, answers JSON lines on stdout (logs go to stderr). Requests, in order:

  {"op": "open", "path": DIR}                          create the database (overwriting)
  {"op": "add", "doc": {...}}                          one document, no answer
  {"op": "sync"}                                       -> {"done": N, "ms": indexing ms so far}
  {"op": "commit"}                                     -> {"ms": commit ms, "compactMs": .., "bytes": .., "files": [..]}
  {"op": "query", "q": TREE, "variant": V, "warmup": W, "runs": R, "budgetMs": B}
                                                       -> {"times": [...], "numFound": N, "numGroups"?: G,
                                                           "exact": bool, "expanded"?: terms}
  {"op": "close"}                                      -> {"maxRss": bytes}

Index: every text field goes into unprefixed terms with positions (title, abstract, claims, description, in that
order, 100 empty positions between fields so no phrase or NEAR spans two of them; claims and paragraphs are joined
by a blank line as FTS5 and our engine see them, so positions run on across them). Field weights are wdf
increments (title 6, abstract 4, claims 3, description 2: FTS5's 3 / 2 / 1.5 / 1 doubled, Xapian wants integers).
Titles are indexed again under the prefix "S" (TI=). Values: 0 publication date (sortable_serialise), 1 year,
2 simple family (the collapse key), 10.. the assignees (one slot per assignee of a document, so a
ValueCountMatchSpy per slot and their sum count exactly the documents per assignee; collapse counts come from a spy
on the family slot, as Xapian's own counts under collapsing are estimates). CPC codes and their structural
ancestors are boolean terms "XCPC:<code>". Stored data: ucid TAB title.

Timing (per run, perf_counter): building the Xapian query (pattern expansion over the term list included), then
enquire.get_mset(0, 20, check_at_least = document count) with its match spies, then reading the 20 hits' data
and the facet counts. JSON transfer is outside the timed part.
"""

import json
import os
import resource
import sys
import time
import unicodedata
from fnmatch import fnmatchcase

import xapian

ROWS = 20
FIELD_GAP = 100
SLOT_PD = 0
SLOT_YEAR = 1
SLOT_FAMILY = 2
SLOT_ASSIGNEE = 10
WEIGHTS = {"title": 6, "abstract": 4, "claims": 3, "description": 2}
TITLE_PREFIX = "S"
CPC_PREFIX = "XCPC:"


def log(line):
    sys.stderr.write(line + "\n")
    sys.stderr.flush()


def reply(obj):
    sys.stdout.write(json.dumps(obj) + "\n")
    sys.stdout.flush()


def fold(text):
    """Diacritics removed (as FTS5's remove_diacritics and our folding do); ASCII text passes untouched."""
    if text.isascii():
        return text
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


class Peer:
    def __init__(self):
        self.db = None
        self.path = None
        self.termgen = xapian.TermGenerator()
        self.add_seconds = 0.0
        self.docs = 0
        self.max_assignees = 0
        self.searcher = None
        self.doc_count = 0

    # Indexing.

    def open(self, path):
        self.path = path
        self.db = xapian.WritableDatabase(path, xapian.DB_CREATE_OR_OVERWRITE)
        return {"ok": True}

    def add(self, doc):
        start = time.perf_counter()
        document = xapian.Document()
        tg = self.termgen
        tg.set_document(document)
        title = fold(doc["title"])
        tg.index_text(title, 1, TITLE_PREFIX)
        tg.increase_termpos(FIELD_GAP)
        for field in ("title", "abstract", "claims", "description"):
            text = doc.get(field)
            if text:
                tg.index_text(fold(text), WEIGHTS[field])
                tg.increase_termpos(FIELD_GAP)
        pd = int(doc["pd"])
        document.add_value(SLOT_PD, xapian.sortable_serialise(pd))
        document.add_value(SLOT_YEAR, str(pd // 10000))
        document.add_value(SLOT_FAMILY, str(doc["family"]))
        assignees = doc["assignees"]
        for i, name in enumerate(assignees):
            document.add_value(SLOT_ASSIGNEE + i, name)
        self.max_assignees = max(self.max_assignees, len(assignees))
        for code in doc["cpc"]:
            document.add_boolean_term(CPC_PREFIX + code)
        document.set_data(doc["ucid"] + "\t" + doc["title"])
        self.db.add_document(document)  # doc ids 1, 2, … as the rowids sent
        self.add_seconds += time.perf_counter() - start
        self.docs += 1

    def sync(self):
        return {"done": self.docs, "ms": self.add_seconds * 1000}

    def commit(self):
        start = time.perf_counter()
        self.db.commit()
        self.db.close()
        commit_ms = (time.perf_counter() - start) * 1000
        # A compacted copy (xapian-compact), timed apart like FTS5's 'optimize'; queries run on it.
        compacted = self.path + ".compact"
        start = time.perf_counter()
        xapian.Database(self.path).compact(compacted)
        compact_ms = (time.perf_counter() - start) * 1000
        files = []
        for name in sorted(os.listdir(compacted)):
            files.append({"name": name, "bytes": os.path.getsize(os.path.join(compacted, name))})
        uncompacted = sum(os.path.getsize(os.path.join(self.path, n)) for n in os.listdir(self.path))
        self.searcher = xapian.Database(compacted)
        self.doc_count = self.searcher.get_doccount()
        return {
            "ms": commit_ms,
            "compactMs": compact_ms,
            "docs": self.doc_count,
            "bytes": sum(f["bytes"] for f in files),
            "uncompactedBytes": uncompacted,
            "files": sorted(files, key=lambda f: -f["bytes"]),
            "maxAssignees": self.max_assignees,
            "maxRss": max_rss(),
        }

    # Queries.

    def build(self, node, expanded):
        op = node["op"]
        if op == "term":
            return xapian.Query(self.term(node["word"], node.get("field")))
        if op == "phrase":
            terms = [self.term(w, node.get("field")) for w in node["words"]]
            return xapian.Query(xapian.Query.OP_PHRASE, terms, len(terms))
        if op == "near":
            # At most `gap` words between the operands: a window of gap + number of terms positions.
            terms = [xapian.Query(self.term(w, None)) for w in node["words"]]
            window = node["gap"] + len(terms)
            kind = xapian.Query.OP_PHRASE if node["ordered"] else xapian.Query.OP_NEAR
            return xapian.Query(kind, terms, window)
        if op in ("and", "or"):
            kind = xapian.Query.OP_AND if op == "and" else xapian.Query.OP_OR
            return xapian.Query(kind, [self.build(a, expanded) for a in node["args"]])
        if op == "not":
            return xapian.Query(
                xapian.Query.OP_AND_NOT, self.build(node["pos"], expanded), self.build(node["neg"], expanded)
            )
        if op == "prefix":
            # Right truncation: Xapian's own wildcard (unlimited expansion, terms combined as a synonym).
            # (The Python binding needs the full signature, or it reads the string as a list of subqueries.)
            return xapian.Query(
                xapian.Query.OP_WILDCARD, node["prefix"], 0, xapian.Query.WILDCARD_LIMIT_ERROR, xapian.Query.OP_SYNONYM
            )
        if op == "pattern":
            # Left and internal truncation: Xapian 1.4 only expands trailing wildcards, so the pattern is matched
            # over the term list (from its literal head on), at every run, as the FTS5 peer does through fts5vocab.
            glob = node["glob"]
            head = glob[: min([i for i in (glob.find("*"), glob.find("?")) if i >= 0] or [len(glob)])]
            terms = []
            for item in self.searcher.allterms(head):
                term = item.term.decode("utf-8")
                if term[:1].isupper():
                    continue  # prefixed (field or boolean) terms
                if fnmatchcase(term, glob):
                    terms.append(term)
            expanded.append(len(terms))
            return xapian.Query(xapian.Query.OP_SYNONYM, [xapian.Query(t) for t in terms])
        if op == "filter":
            query = self.build(node["query"], expanded)
            filters = []
            if "from" in node or "to" in node:
                lo = xapian.sortable_serialise(node.get("from", 0))
                hi = xapian.sortable_serialise(node.get("to", 99999999))
                filters.append(xapian.Query(xapian.Query.OP_VALUE_RANGE, SLOT_PD, lo, hi))
            if "cpc" in node:
                filters.append(xapian.Query(CPC_PREFIX + node["cpc"]))
            for f in filters:
                query = xapian.Query(xapian.Query.OP_FILTER, query, f)
            return query
        raise ValueError("unknown query node " + op)

    @staticmethod
    def term(word, field):
        return (TITLE_PREFIX if field == "title" else "") + word.lower()

    def once(self, tree, variant):
        expanded = []
        query = self.build(tree, expanded)
        enquire = xapian.Enquire(self.searcher)
        enquire.set_query(query)
        spies = []
        if variant == "facets":
            year_spy = xapian.ValueCountMatchSpy(SLOT_YEAR)
            enquire.add_matchspy(year_spy)
            for i in range(self.max_assignees):
                spy = xapian.ValueCountMatchSpy(SLOT_ASSIGNEE + i)
                enquire.add_matchspy(spy)
                spies.append(spy)
        elif variant == "collapse":
            enquire.set_collapse_key(SLOT_FAMILY)
            # Xapian's own counts under collapsing are bounds (the uncollapsed count in particular stays an estimate
            # even when every document is checked), so the exact counts come from a spy on the family slot, which
            # sees every matching document before collapsing.
            family_spy = xapian.ValueCountMatchSpy(SLOT_FAMILY)
            enquire.add_matchspy(family_spy)
        mset = enquire.get_mset(0, ROWS, self.doc_count)
        rows = [m.document.get_data() for m in mset]
        out = {"rows": len(rows), "expanded": expanded}
        if variant == "collapse":
            out["numFound"] = family_spy.get_total()
            out["numGroups"] = sum(1 for _ in family_spy.values())
            out["exact"] = True
            own = (mset.get_uncollapsed_matches_estimated(), mset.get_matches_estimated())
            if own != (out["numFound"], out["numGroups"]):
                out["own"] = "Xapian's collapse estimate %d in %d groups" % own
        else:
            out["numFound"] = mset.get_matches_estimated()
            out["exact"] = mset.get_matches_lower_bound() == mset.get_matches_upper_bound()
        if variant == "facets":
            years = {item.term: item.termfreq for item in year_spy.values()}
            counts = {}
            for spy in spies:
                for item in spy.values():
                    counts[item.term] = counts.get(item.term, 0) + item.termfreq
            top = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:ROWS]
            out["years"] = len(years)
            out["assignees"] = len(top)
            out["yearTotal"] = sum(years.values())
        return out

    def query(self, request):
        tree, variant = request["q"], request["variant"]
        result = None
        for _ in range(request["warmup"]):
            result = self.once(tree, variant)
        times = []
        spent = 0.0
        for _ in range(request["runs"]):
            start = time.perf_counter()
            result = self.once(tree, variant)
            ms = (time.perf_counter() - start) * 1000
            times.append(ms)
            spent += ms
            if spent > request["budgetMs"] and len(times) >= 3:
                break
        answer = {"times": times, "numFound": result["numFound"], "exact": result["exact"]}
        if "numGroups" in result:
            answer["numGroups"] = result["numGroups"]
        if result["expanded"]:
            answer["expanded"] = sum(result["expanded"])
        if "own" in result:
            answer["own"] = result["own"]
        if variant == "facets" and result["yearTotal"] != result["numFound"]:
            answer["note"] = "year histogram sums to %d" % result["yearTotal"]
        return answer


def max_rss():
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024


def main():
    peer = Peer()
    for line in sys.stdin:
        if not line.strip():
            continue
        request = json.loads(line)
        op = request["op"]
        try:
            if op == "add":
                peer.add(request["doc"])
            elif op == "open":
                reply(peer.open(request["path"]))
            elif op == "sync":
                reply(peer.sync())
            elif op == "commit":
                reply(peer.commit())
            elif op == "query":
                reply(peer.query(request))
            elif op == "close":
                reply({"maxRss": max_rss()})
                return
            else:
                reply({"error": "unknown op " + op})
        except Exception as error:  # a failed query is reported, the peer goes on
            if op == "add":
                raise
            reply({"error": "%s: %s" % (type(error).__name__, error)})


if __name__ == "__main__":
    main()
