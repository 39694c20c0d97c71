// The club server under load and faults (issue 48): seats reading while others act lose and
// double no action; an action the server acknowledged survives the server killed with SIGKILL
// in the middle of others; a forged session or another seat's token does nothing.

#include <doctest/doctest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <mutex>
#include <set>
#include <thread>

#include "tests/server/club.hpp"
#include "tests/server/running_server.hpp"
#include "tests/support/json_value.hpp"

using namespace tachanka::testing;

namespace {

constexpr const char* day = "1919-10-15";

// How many of the campaign's notes on the day hold `text`.
int notesHolding(const std::string& file, const std::string& text) {
    const auto listed = cli({"notes", file, "--json"});
    REQUIRE(listed.exitCode == 0);
    int found = 0;
    const auto notes = JsonValue::parse(listed.out);
    for (const auto& note : notes.array()) {
        if (note["text"].string() == text) ++found;
    }
    return found;
}

}  // namespace

TEST_CASE("twenty seats reading while five act: every acknowledged action there exactly once") {
    Club club;
    RunningServer server({club.file});
    auto reds = loggedIn(server, "Reds", "Ivan", redPassword);
    auto whites = loggedIn(server, "Whites", "Anton", whitePassword);
    constexpr int readers = 20;
    constexpr int actors = 5;
    constexpr int reads = 6;
    constexpr int actions = 4;
    std::atomic<int> badReads = 0;
    std::atomic<int> reading = 0;
    std::mutex noted;
    std::vector<std::string> acknowledged;
    std::vector<std::thread> threads;
    const auto started = std::chrono::steady_clock::now();
    for (int reader = 0; reader < readers; ++reader) {
        threads.emplace_back([&, reader] {
            auto client = server.client();
            const auto& cookie = (reader % 2 == 0 ? reds : whites).cookie;
            for (int read = 0; read < reads; ++read) {
                const auto view = client->Get("/api/view", httplib::Headers{{"Cookie", cookie}});
                if (!view || view->status != 200) ++badReads;
                ++reading;
            }
        });
    }
    for (int actor = 0; actor < actors; ++actor) {
        threads.emplace_back([&, actor] {
            auto umpire = loggedIn(server, "umpire", "Sasha", umpirePassword);
            for (int action = 0; action < actions; ++action) {
                const auto text = "order " + std::to_string(actor) + "-" + std::to_string(action);
                const auto done = act(umpire, {"note", "--day", day, "--text", text});
                if (done && done->status == 200) {
                    std::lock_guard lock(noted);
                    acknowledged.push_back(text);
                }
            }
        });
    }
    for (auto& thread : threads) thread.join();
    const auto seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    MESSAGE(readers << " readers × " << reads << " views and " << actors << " actors × "
                    << actions << " notes in " << seconds << " s");
    CHECK(badReads == 0);
    CHECK(reading == readers * reads);
    CHECK(acknowledged.size() == static_cast<std::size_t>(actors * actions));
    for (const auto& text : acknowledged) {
        CAPTURE(text);
        CHECK(notesHolding(club.file, text) == 1);
    }
    CHECK(cli({"verify", club.file}).exitCode == 0);
}

TEST_CASE("an action the server acknowledged survives it killed with SIGKILL mid-action") {
    Club club;
    std::vector<std::string> acknowledged;
    {
        RunningServer server({club.file});
        std::atomic<bool> going = true;
        std::mutex noted;
        std::thread acting([&] {
            auto umpire = loggedIn(server, "umpire", "Sasha", umpirePassword);
            for (int action = 0; going; ++action) {
                const auto text = "before the cut " + std::to_string(action);
                const auto done = act(umpire, {"note", "--day", day, "--text", text});
                if (!done) break;  // the server is gone
                if (done->status == 200) {
                    std::lock_guard lock(noted);
                    acknowledged.push_back(text);
                }
            }
        });
        while (true) {
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
            std::lock_guard lock(noted);
            if (acknowledged.size() >= 5) break;
        }
        server.killHard();
        going = false;
        acting.join();
    }
    REQUIRE(acknowledged.size() >= 5);
    for (const auto& text : acknowledged) {
        CAPTURE(text);
        CHECK(notesHolding(club.file, text) == 1);
    }
    CHECK(cli({"verify", club.file}).exitCode == 0);
    // Started again, it serves the campaign as it was left.
    RunningServer again({club.file});
    auto umpire = loggedIn(again, "umpire", "Sasha", umpirePassword);
    CHECK(act(umpire, {"note", "--day", day, "--text", "after the cut"})->status == 200);
    CHECK(notesHolding(club.file, "after the cut") == 1);
}

TEST_CASE("a forged session or another seat's token does nothing, and garbled words are refused") {
    Club club;
    RunningServer server({club.file});
    auto reds = loggedIn(server, "Reds", "Ivan", redPassword);
    auto whites = loggedIn(server, "Whites", "Anton", whitePassword);
    auto forged = server.client();
    const httplib::Headers forgedCookie{{"Cookie", "tachanka_session=" + std::string(64, 'a')}};
    CHECK(forged->Get("/api/view", forgedCookie)->status == 401);
    CHECK(forged->Get("/events", forgedCookie)->status == 401);
    CHECK(forged->Post("/api/action", forgedCookie, "{\"words\": [\"turn\", \"--advance\"]}",
                       "application/json")
              ->status == 401);
    // The Whites' session with the Reds' token: refused before anything runs.
    const auto before = cli({"turn", club.file}).out;
    std::swap(whites.csrf, reds.csrf);
    CHECK(act(whites, {"turn", "--advance"})->status == 403);
    CHECK(act(reds, {"turn", "--advance"})->status == 403);
    CHECK(cli({"turn", club.file}).out == before);
    // Not JSON, or words that are not strings: one line, nothing done.
    std::swap(whites.csrf, reds.csrf);
    const auto garbled = whites.client->Post(
        "/api/action", httplib::Headers{{"X-CSRF-Token", whites.csrf}}, "{\"words\": [1, 2]}",
        "application/json");
    CHECK(garbled->status == 400);
    CHECK(cli({"turn", club.file}).out == before);
}
