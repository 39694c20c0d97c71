// Every route of tachanka-server from every seat and from no session (issue 48): what each may
// read, and that nothing hidden leaks from any of them, under umpired intelligence; every
// command a side sends, tried by the side whose turn it is not, and every command only the
// umpire sends, tried by a side: each refused in one line and the campaign left as it was.

#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "tests/cli/cli_json.hpp"
#include "tests/server/club.hpp"
#include "tests/server/running_server.hpp"
#include "tests/support/poppler.hpp"

using namespace tachanka::testing;

namespace {

// Where each of the Whites' units on the map stands, for the units whose code no text of the
// Reds' own could hold: none is part of a Reds' code, or attacks the Reds in a battle they
// fight. Both sides know the other's order of battle (the counters); its positions and state
// are what umpired intelligence hides.
std::map<std::string, std::string> whitesPositions(const std::string& file) {
    std::vector<std::string> reds;
    // Each answer kept whole while its array is walked.
    const auto battles = cliJson({"battle", "list", file, "--json"});
    for (const auto& battle : battles.array()) {
        for (const auto& attacker : battle["attackers"].array()) reds.push_back(attacker.string());
    }
    const auto units = cliJson({"units", file, "--json"});
    for (const auto& unit : units.array()) {
        if (unit["side"].string() == "Reds") reds.push_back(unit["code"].string());
    }
    std::map<std::string, std::string> positions;
    for (const auto& unit : units.array()) {
        if (unit["side"].string() != "Whites" || unit["hex"].isNull()) continue;
        const auto code = unit["code"].string();
        if (std::none_of(reds.begin(), reds.end(), [&](const std::string& own) {
                return own.find(code) != std::string::npos;
            })) {
            positions[code] = unit["hex"].string();
        }
    }
    return positions;
}

// Whether `code` stands in `text` as a word: "1/1K" inside "11/1K" or "1/1KA" is not it.
bool holdsCode(const std::string& text, const std::string& code) {
    const auto boundary = [&](std::size_t index) {
        const char c = text[index];
        return !(std::isalnum(static_cast<unsigned char>(c)) || c == '/');
    };
    for (auto at = text.find(code); at != std::string::npos; at = text.find(code, at + 1)) {
        const auto end = at + code.size();
        if ((at == 0 || boundary(at - 1)) && (end == text.size() || boundary(end))) return true;
    }
    return false;
}

std::string codeShown(const std::string& text, const std::map<std::string, std::string>& units) {
    for (const auto& [code, hex] : units) {
        if (holdsCode(text, code)) return code;
    }
    return "";
}

// A line of a sheet that names one of the units with the hex it stands in.
std::string positionShown(const std::string& text,
                          const std::map<std::string, std::string>& units) {
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);) {
        for (const auto& [code, hex] : units) {
            if (holdsCode(line, code) && line.find(hex) != std::string::npos) return line;
        }
    }
    return "";
}

struct Read {
    std::string withoutTheirUnits;  // the seat's view, map and command answers
    std::string rosters;            // the sheets that list both orders of battle
};

Read everythingRead(SeatClient& seat, const TempFolder& folder) {
    Read read;
    read.withoutTheirUnits = seat.client->Get("/api/view")->body;
    read.withoutTheirUnits += seat.client->Get("/api/map.svg")->body;
    for (const char* document : {"summary", "counters", "map", "turn-sheet", "attrition",
                                 "battle"}) {
        const auto printed = seat.client->Get(std::string("/api/print/") + document);
        REQUIRE(printed);
        if (printed->status != 200) continue;
        const auto pdf = folder / (std::string(document) + ".pdf");
        std::ofstream(pdf, std::ios::binary) << printed->body;
        const bool roster = document == std::string("summary") ||
                            document == std::string("counters");
        (roster ? read.rosters : read.withoutTheirUnits) += pdfText(pdf);
    }
    for (const auto& words : std::vector<std::vector<std::string>>{
             {"battle", "list", "--json"}, {"battle", "show", "1", "--json"},
             {"battle", "odds", "1", "--json"}, {"battle", "contacts", "--json"},
             {"turn"}, {"prisoners"}}) {
        read.withoutTheirUnits += act(seat, words)->body;
    }
    return read;
}

std::string ledgerRows(const std::string& file) {
    return std::to_string(cliJson({"verify", file, "--json"})["rows"].number());
}

std::set<std::string> sidesIn(const JsonValue& view, const std::string& list) {
    std::set<std::string> sides;
    for (const auto& each : view[list].array()) sides.insert(each["side"].string());
    return sides;
}

}  // namespace

TEST_CASE("every route from no session, each side and the umpire: what each reads, nothing "
          "hidden leaks, nothing out of turn is done") {
    Club club;
    REQUIRE(cli({"set", club.file, "setting", "intelligence", "umpired", "--reason", "fog"})
                .exitCode == 0);
    // The Whites' combat phase, their attack on 0614 resolved up to the question it asks them.
    for (int phase = 0; phase < 5; ++phase) {
        REQUIRE(cli({"turn", club.file, "--advance"}).exitCode == 0);
    }
    REQUIRE(cli({"battle", "plan", club.file, "--attackers", "2/3D", "--hex", "0614"}).exitCode ==
            0);
    REQUIRE(cli({"battle", "resolve", club.file, "1"}).exitCode == 0);
    const auto positions = whitesPositions(club.file);
    REQUIRE(positions.size() > 30);
    RunningServer server({club.file});

    SUBCASE("no session reads the login form and the static files, nothing of the campaign") {
        auto anonymous = server.client();
        for (const char* path : {"/", "/app.js", "/map.js", "/app.css"}) {
            CAPTURE(path);
            const auto read = anonymous->Get(path);
            CHECK(read->status == 200);
            CHECK(codeShown(read->body, positions).empty());
            CHECK(read->body.find("2/41S") == std::string::npos);
        }
        for (const char* path : {"/api/view", "/api/map.svg", "/events", "/api/print/map",
                                 "/api/print/summary"}) {
            CAPTURE(path);
            CHECK(anonymous->Get(path)->status == 401);
        }
        CHECK(anonymous->Post("/api/action", "{\"words\": [\"turn\", \"--advance\"]}",
                              "application/json")->status == 401);
        CHECK(anonymous->Get("/api/nothing")->status == 404);
    }

    SUBCASE("the Reds read every route and find none of the Whites' positions") {
        auto umpire = loggedIn(server, "umpire", "Sasha", umpirePassword);
        const auto umpireRead = everythingRead(umpire, club.folder);
        // The umpire's own reading holds them: the checks below can see a leak.
        CHECK_FALSE(codeShown(umpireRead.withoutTheirUnits, positions).empty());
        CHECK_FALSE(positionShown(umpireRead.rosters, positions).empty());
        auto reds = loggedIn(server, "Reds", "Ivan", redPassword);
        const auto redsRead = everythingRead(reds, club.folder);
        CHECK(redsRead.withoutTheirUnits.find("2/41S") != std::string::npos);
        CHECK(codeShown(redsRead.withoutTheirUnits, positions) == "");
        CHECK(positionShown(redsRead.rosters, positions) == "");
        // The sheets list the Whites' counters as where and how strong not known.
        CHECK(redsRead.rosters.find("not known") != std::string::npos);
        const auto view = JsonValue::parse(reds.client->Get("/api/view")->body);
        CHECK(sidesIn(view, "units") == std::set<std::string>{"Reds"});
        CHECK(sidesIn(view, "officers") == std::set<std::string>{"Reds"});
        CHECK(view["sides"].array().size() == 1);
        CHECK(reds.client->Get("/api/map.svg")->body.find("data-side=\"Whites\"") ==
              std::string::npos);
    }

    SUBCASE("out of turn, for the other side or the umpire's: refused in one line, unchanged") {
        auto reds = loggedIn(server, "Reds", "Ivan", redPassword);
        auto whites = loggedIn(server, "Whites", "Anton", whitePassword);
        const auto rows = ledgerRows(club.file);
        const auto turn = cli({"turn", club.file}).out;
        const auto refusedOf = [&](SeatClient& seat, const std::vector<std::string>& words) {
            CAPTURE(words.front());
            CAPTURE(words.size() > 1 ? words[1] : "");
            const auto answer = act(seat, words);
            CHECK(answer->status >= 400);
            CHECK(answer->status < 500);
            const auto error = JsonValue::parse(answer->body)["error"].string();
            CHECK_FALSE(error.empty());
            CHECK(error.find('\n') == std::string::npos);
            CHECK(error.find("/tmp") == std::string::npos);
            return error;
        };
        // Every order a side sends, by the side whose turn it is not.
        for (const auto& words : std::vector<std::vector<std::string>>{
                 {"turn", "--advance"},
                 {"unit", "2/41S", "--hex", "0714"},
                 {"recruit", "--unit", "2/41S"},
                 {"battalion", "--side", "Reds", "--hex", "0915"},
                 {"prisoners", "--side", "Reds", "--convert"},
                 {"command", "--main-body", "41st Rifle Division=2/41S"},
                 {"event", "--roll"},
                 {"battle", "plan", "--attackers", "2/41S", "--hex", "0514"},
                 {"battle", "barrage", "--gun", "Art1/41D", "--target", "1/2D"},
                 {"battle", "decide", "1", "--standing", "--assault", "no"}}) {
            refusedOf(reds, words);
        }
        // The question the battle asks the Whites, answered by the Reds.
        CHECK(refusedOf(reds, {"battle", "decide", "1", "--assault", "no"}) ==
              "battle 1 asks nothing of the Reds now");
        // A unit of the other side, moved by the side whose turn it is.
        refusedOf(whites, {"unit", "2/41S", "--hex", "0714"});
        // The umpire's commands and dice, by a side.
        for (const auto& words : std::vector<std::vector<std::string>>{
                 {"battle", "resolve", "1"}, {"battle", "apply", "1"}, {"battle", "void", "1"},
                 {"battle", "fight", "1"}, {"battle", "act", "1", "end-turn"},
                 {"battle", "decide", "1", "--assault", "yes", "--seed", "6"},
                 {"battle", "decide", "1", "--assault", "yes", "--dice", "6,6"},
                 {"undo"}, {"set", "setting", "intelligence", "open", "--reason", "peek"},
                 {"officer", "--draw", "--side", "Whites"},
                 {"note", "--day", "1919-10-15", "--text", "x"},
                 {"verify"}, {"export", "--output", "x.xml"}, {"seat", "list"},
                 {"print", "map"}, {"ledger"}}) {
            refusedOf(whites, words);
        }
        CHECK(ledgerRows(club.file) == rows);
        CHECK(cli({"turn", club.file}).out == turn);
        // Its own question, answered by its own side: done, by the server's dice.
        const auto answered = act(whites, {"battle", "decide", "1", "--assault", "yes"});
        CHECK(answered->status == 200);
        CHECK(cliJson({"battle", "show", club.file, "1", "--json"})["answered"].string() ==
              "assault yes");
    }
}
