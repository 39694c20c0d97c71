// A club's campaign played by three files, end to end through the CLI: the umpire's campaign
// and a file each side plays its phases in, orders going back and forth, ends exactly as the
// same two days played in one file with the same dice; a forged, repeated, out-of-order or
// foreign orders file is refused in one line and changes nothing; an order the rules refuse at
// the umpire's is reported and nothing of the orders is merged.

#include <doctest/doctest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "db/campaign_file.hpp"
#include "db/journal.hpp"
#include "tests/campaign_turns/cli_refusal.hpp"
#include "tests/cli/cli_json.hpp"
#include "tests/seats/seats_cli.hpp"
#include "tests/support/process.hpp"

using namespace tachanka::testing;

namespace {

using Words = std::vector<std::string>;

// Every state row but the seats', whose keys are made afresh for each campaign.
std::string stateOf(const std::string& file) {
    auto campaign = tachanka::db::CampaignFile::openForReading(file);
    std::istringstream dump(tachanka::db::dumpState(campaign.database(), false));
    std::string state;
    for (std::string line; std::getline(dump, line);) {
        if (!line.starts_with("seat|")) state += line + '\n';
    }
    return state;
}

// What a side does in one sitting, each a command on FILE: "advance" or the words after FILE.
struct Sitting {
    std::string side;
    std::vector<Words> commands;  // {"unit", "1/2K", "--hex", "2405"}: FILE goes second
};

Words onFile(const Words& command, const std::string& file) {
    if (command == Words{"advance"}) return {"turn", file, "--advance"};
    Words words{command.front()};
    std::size_t rest = 1;
    if (command.front() == "battle") words.push_back(command.at(rest++));
    words.push_back(file);
    words.insert(words.end(), command.begin() + static_cast<std::ptrdiff_t>(rest), command.end());
    return words;
}

std::vector<Words> repeated(std::size_t count) { return std::vector<Words>(count, Words{"advance"}); }

std::vector<Words> joined(std::vector<Words> first, const std::vector<Words>& then) {
    first.insert(first.end(), then.begin(), then.end());
    return first;
}

// Two days of the historical scenario: each side's sittings, and what the umpire does after
// merging a sitting's orders (the questions a battle asked the other side).
struct Evening {
    Sitting sitting;
    std::vector<Words> umpire;
};

std::vector<Evening> twoDays() {
    return {
        {{"Whites",
          joined(repeated(4),
                 {{"unit", "1/2K", "--hex", "2405", "--reason", "towards Orël"},
                  {"advance"},
                  {"battle", "plan", "--attackers", "2/3D,3/3D", "--hex", "0814"},
                  {"battle", "decide", "1", "--standing", "--advance", "2/3D"}})},
         {{"battle", "decide", "1", "--retreat", "Cv/41S=0812"}, {"battle", "apply", "1"}}},
        {{"Whites", repeated(2)}, {}},
        {{"Reds", joined(repeated(4), joined({{"unit", "1/Let", "--hex", "1510"}}, repeated(3)))},
         {}},
        {{"Whites", joined(repeated(4), joined({{"unit", "1/2K", "--hex", "2409"}}, repeated(3)))},
         {}},
        {{"Reds", joined(repeated(4), joined({{"unit", "1/Let", "--hex", "1610"}}, repeated(2)))},
         {}},
    };
}

class Club {
public:
    Club() : file_(historicalCampaign(folder_, "umpire.tachanka")) {
        run({"seat", "add", file_, "--side", "Whites", "--name", "Anton"});
        run({"seat", "add", file_, "--side", "Reds", "--name", "Иван"});
    }
    const std::string& file() const { return file_; }
    std::string path(const std::string& name) const { return (folder_ / name).string(); }

    // The side's file for a sitting, played, and its orders written: their path.
    std::string play(const Sitting& sitting) {
        const auto sideFile = path(sitting.side + std::to_string(++count_) + ".tachanka");
        run({"seat", "export", file_, "--side", sitting.side, "-o", sideFile});
        for (const auto& command : sitting.commands) run(onFile(command, sideFile));
        const auto orders = path(sitting.side + std::to_string(count_) + ".orders");
        run({"seat", "orders", sideFile, "-o", orders});
        return orders;
    }

private:
    TempFolder folder_;
    std::string file_;
    int count_ = 0;
};

}  // namespace

TEST_CASE("two days played by three files end as the same two days played in one") {
    Club club;
    TempFolder folder;
    const auto alone = historicalCampaign(folder, "one-desk.tachanka");
    run({"seat", "add", alone, "--side", "Whites", "--name", "Anton"});
    run({"seat", "add", alone, "--side", "Reds", "--name", "Иван"});

    for (const auto& evening : twoDays()) {
        const auto orders = club.play(evening.sitting);
        const auto merged = cliJson({"seat", "apply", club.file(), orders, "--json"});
        CHECK(merged["merged"].boolean());
        CHECK(merged["refused"].array().empty());
        CHECK(merged["side"].string() == evening.sitting.side);
        for (const auto& command : evening.umpire) run(onFile(command, club.file()));

        // The same commands at one desk: the battle the orders planned is resolved with the
        // campaign's own dice, as the merge resolved it.
        for (const auto& command : evening.sitting.commands) {
            run(onFile(command, alone));
            if (command.size() > 1 && command[1] == "decide") {
                run({"battle", "resolve", alone, command[2]});
            }
        }
        for (const auto& command : evening.umpire) run(onFile(command, alone));
        CHECK(stateOf(club.file()) == stateOf(alone));
    }
    const auto show = cliJson({"show", club.file(), "--json"});
    CHECK(show["turn"]["date"].string() == "1919-10-16");
    CHECK(show["turn"]["phase"].string() == "clean-up");
    CHECK(cliJson({"verify", club.file(), "--json"})["ok"].boolean());
    // Each side's orders are numbered in turn.
    const auto reds = cliJson({"seat", "export", club.file(), "--side", "Reds", "-o",
                               club.path("reds-next.tachanka"), "--json"});
    CHECK(reds["orders_merged"].number() == 2);
}

TEST_CASE("forged, repeated, out-of-order and foreign orders are refused in one line, unmerged") {
    Club club;
    const auto evenings = twoDays();
    const auto first = club.play(evenings[0].sitting);
    // The orders file with `from` written over by `to` after signing, as `name`.
    const auto forgedCopy = [&](const std::string& from, const std::string& to,
                                const std::string& name) {
        auto text = readFile(first);
        const auto at = text.find(from);
        REQUIRE(at != std::string::npos);
        text.replace(at, from.size(), to);
        const auto forged = club.path(name);
        std::ofstream(forged) << text;
        return forged;
    };

    SUBCASE("a move changed after signing") {
        const auto forged = forgedCopy("2405", "2406", "forged.orders");
        CHECK(refusal(club.file(), {"seat", "apply", club.file(), forged}) ==
              "the orders are not signed by the Whites' seat 'Anton': forged, or changed since "
              "they were signed");
    }
    SUBCASE("signed in the name of another seat") {
        run({"seat", "add", club.file(), "--side", "Whites", "--name", "Boris"});
        const auto forged = forgedCopy("Anton", "Boris", "boris.orders");
        CHECK(refusal(club.file(), {"seat", "apply", club.file(), forged})
                  .starts_with("the orders are not signed by the Whites' seat 'Boris'"));
    }
    SUBCASE("merged twice") {
        run({"seat", "apply", club.file(), first});
        CHECK(refusal(club.file(), {"seat", "apply", club.file(), first}) ==
              "the Whites' orders 1 are merged already (the last merged are 1)");
    }
    SUBCASE("ahead of orders not merged") {
        const auto copy = club.path("umpire-before.tachanka");
        REQUIRE(runProcess({"sqlite3", club.file(), ".backup '" + copy + "'"}).exitCode == 0);
        run({"seat", "apply", club.file(), first});
        run(onFile({"battle", "decide", "1", "--retreat", "Cv/41S=0812"}, club.file()));
        const auto second = club.play(evenings[1].sitting);
        CHECK(refusal(copy, {"seat", "apply", copy, second}) ==
              "the Whites' orders 2 follow orders 1, not merged yet (the last merged are 0)");
    }
    SUBCASE("for another campaign") {
        TempFolder other;
        const auto stranger = historicalCampaign(other, "stranger.tachanka");
        run({"seat", "add", stranger, "--side", "Whites", "--name", "Anton"});
        CHECK(refusal(stranger, {"seat", "apply", stranger, first}) ==
              "these orders are for another campaign");
    }
    SUBCASE("not an orders file") {
        const auto junk = club.path("junk.orders");
        std::ofstream(junk) << "{\"signed\": 3}";
        CHECK(refusal(club.file(), {"seat", "apply", club.file(), junk}) ==
              "'" + junk + "': the orders have no text 'signed'");
        std::ofstream(junk) << "orders";
        CHECK(refusal(club.file(), {"seat", "apply", club.file(), junk})
                  .starts_with("'" + junk + "' is not an orders file: invalid JSON at line 1"));
        // Each level of nesting is a call of the reader: a million is refused, not a crash.
        std::ofstream(junk) << std::string(1000000, '[');
        CHECK(refusal(club.file(), {"seat", "apply", club.file(), junk})
                  .ends_with("nested more than 256 levels deep"));
    }
}

TEST_CASE("an order the rules refuse at the umpire's is reported, and nothing is merged") {
    Club club;
    // The Whites see no Red stack: they march 1/2K onto Cv/41S's hex, which their file shows
    // empty, and the umpire's campaign refuses the move into the enemy.
    run({"set", club.file(), "setting", "intelligence", "umpired", "--reason", "fog of war"});
    const auto before = campaignDump(club.file());
    const auto orders =
        club.play({"Whites", joined(repeated(4), {{"unit", "2/3D", "--hex", "0814"},
                                                  {"unit", "1/2K", "--hex", "2405"}})});
    const auto result = cli({"seat", "apply", club.file(), orders, "--json"});
    CHECK(result.exitCode == 2);
    CHECK(isOneLineError(result));
    CHECK(result.err == "tachanka-cli: the Whites' orders 1 were not merged: 1 refused; the "
                        "campaign is unchanged\n");
    const auto report = JsonValue::parse(result.out);
    CHECK_FALSE(report["merged"].boolean());
    REQUIRE(report["refused"].array().size() == 1);
    CHECK(report["refused"][0].string().starts_with("order 5 (unit): "));
    CHECK(report["applied"].array().size() == 5);
    CHECK(campaignDump(club.file()) == before);
}

TEST_CASE("orders that come after their side's turn is over are refused, nothing merged") {
    Club club;
    const auto orders = club.play({"Whites", joined(repeated(4), {{"unit", "1/2K", "--hex", "2405"}})});
    // Meanwhile the umpire plays the Whites' turn out himself.
    for (int phase = 0; phase < 7; ++phase) run({"turn", club.file(), "--advance"});
    const auto before = campaignDump(club.file());
    const auto result = cli({"seat", "apply", club.file(), orders, "--json"});
    CHECK(result.exitCode == 2);
    const auto report = JsonValue::parse(result.out);
    REQUIRE(report["refused"].array().size() == 5);
    CHECK(report["refused"][0].string() == "order 1 (advance): it is the Reds' turn, not the Whites'");
    CHECK(campaignDump(club.file()) == before);
}

TEST_CASE("undo takes a merge back an action at a time, and undone whole the orders merge again") {
    Club club;
    const auto orders = club.play({"Whites", repeated(2)});
    const auto before = campaignDump(club.file());
    run({"seat", "apply", club.file(), orders});
    run({"undo", club.file()});
    CHECK(refusal(club.file(), {"seat", "apply", club.file(), orders})
              .starts_with("the Whites' orders 1 are merged already"));
    run({"undo", club.file()});
    CHECK(campaignDump(club.file()) == before);
    run({"seat", "apply", club.file(), orders});
    CHECK(cliJson({"show", club.file(), "--json"})["turn"]["phase"].string() == "command");
}
