// tachanka-server end to end (issue 48) over HTTPS, as the players' browsers and a forger
// would call it: logins with Argon2id passwords and their rate limit, sessions and CSRF, each
// seat's view cut to what its side may know, actions only in the seat's side's turn and only
// the commands a seat may send, the campaign changed by the rules, and an event when it does.

#include <doctest/doctest.h>

#include <atomic>
#include <fstream>
#include <thread>

#include "tests/cli/cli.hpp"
#include "tests/server/club.hpp"
#include "tests/server/running_server.hpp"
#include "tests/support/json_value.hpp"
#include "tests/support/poppler.hpp"
#include "tests/support/process.hpp"

using namespace tachanka;
using namespace tachanka::testing;

namespace {

std::set<std::string> sidesIn(const JsonValue& view) {
    std::set<std::string> sides;
    for (const auto& unit : view["units"].array()) sides.insert(unit["side"].string());
    return sides;
}

}  // namespace

TEST_CASE("a seat logs in with its password, sees its side's view and acts only in its turn") {
    Club club;
    REQUIRE(cli({"set", club.file, "setting", "intelligence", "umpired", "--reason", "fog"})
                .exitCode == 0);
    RunningServer server({club.file});

    // No session: nothing but the login form.
    auto anonymous = server.client();
    CHECK(anonymous->Get("/api/view")->status == 401);
    CHECK(anonymous->Post("/api/action", "{\"words\": [\"turn\"]}", "application/json")->status ==
          401);
    CHECK(anonymous->Get("/events")->status == 401);
    const auto page = anonymous->Get("/");
    CHECK(page->status == 200);
    CHECK(page->body.find("<form method=\"post\" action=\"/login\">") != std::string::npos);
    CHECK(page->get_header_value("Content-Security-Policy").find("default-src 'self'") !=
          std::string::npos);

    const auto wrong = postLogin(*anonymous, "Reds", "Ivan", "not the password");
    CHECK(wrong->status == 401);
    CHECK(wrong->get_header_value("Set-Cookie").empty());
    const auto login = postLogin(*anonymous, "Reds", "Ivan", redPassword);
    REQUIRE(login->status == 303);
    const auto cookie = login->get_header_value("Set-Cookie");
    CHECK(cookie.find("HttpOnly") != std::string::npos);
    CHECK(cookie.find("Secure") != std::string::npos);
    CHECK(cookie.find("SameSite=Strict") != std::string::npos);

    // The Reds' view: their own units, none of the Whites' under umpired intelligence.
    auto reds = loggedIn(server, "Reds", "Ivan", redPassword);
    const auto redView = JsonValue::parse(reds.client->Get("/api/view")->body);
    CHECK(redView["seat"]["side"].string() == "Reds");
    CHECK(redView["turn"]["active_side"].string() == "Whites");
    CHECK_FALSE(redView["turn"]["your_turn"].boolean());
    CHECK(sidesIn(redView) == std::set<std::string>{"Reds"});
    auto umpire = loggedIn(server, "umpire", "Sasha", umpirePassword);
    const auto umpireView = JsonValue::parse(umpire.client->Get("/api/view")->body);
    CHECK(umpireView["seat"]["umpire"].boolean());
    CHECK(sidesIn(umpireView) == std::set<std::string>{"Reds", "Whites"});

    // Out of turn, without the token, or a command no seat sends: refused, nothing changed.
    const auto turnBefore = cli({"turn", club.file}).out;
    const auto outOfTurn = act(reds, {"turn", "--advance"});
    CHECK(outOfTurn->status == 409);
    const auto refusal = JsonValue::parse(outOfTurn->body)["error"].string();
    CHECK(refusal == "it is the Whites' turn");
    CHECK(refusal.find("/tmp") == std::string::npos);
    auto whites = loggedIn(server, "Whites", "Anton", whitePassword);
    CHECK(act(whites, {"turn", "--advance"}, false)->status == 403);
    for (const auto& forbidden : std::vector<std::vector<std::string>>{
             {"print", "map", "-o", "/tmp/x.pdf"}, {"set", "setting", "intelligence", "open"},
             {"export"}, {"battle", "resolve", "1"}, {"unit", "1/2K", "--output=/tmp/x"}}) {
        CAPTURE(forbidden.front());
        CHECK(act(whites, forbidden)->status == 403);
    }
    CHECK(cli({"turn", club.file}).out == turnBefore);

    // In their turn the Whites advance the phase: the campaign moves by the rules.
    const auto advanced = act(whites, {"turn", "--advance"});
    REQUIRE(advanced->status == 200);
    const auto done = JsonValue::parse(advanced->body);
    CHECK(done["ok"].boolean());
    CHECK(done["done"][0].string().starts_with("advance to 15 October 1919 · Whites turn"));
    CHECK(cli({"turn", club.file}).out != turnBefore);

    // Logged out, the session is gone.
    reds.client->Post("/logout", "", "text/plain");
    CHECK(reds.client->Get("/api/view")->status == 401);

    const auto log = server.stop();
    for (const auto* password : {redPassword, whitePassword, umpirePassword}) {
        CHECK(log.find(password) == std::string::npos);
        CHECK(runProcess({"grep", "-c", password, club.file}).out == "0\n");
    }
    CHECK(log.find("POST /api/action 200 Whites Anton") != std::string::npos);
}

TEST_CASE("five failed logins from an address lock it out for a minute, the right password too") {
    Club club;
    RunningServer server({club.file});
    auto client = server.client();
    for (int attempt = 0; attempt < 5; ++attempt) {
        CHECK(postLogin(*client, "Whites", "Anton", "guess " + std::to_string(attempt))->status ==
              401);
    }
    CHECK(postLogin(*client, "Whites", "Anton", whitePassword)->status == 429);
}

TEST_CASE("the umpire's seat does what only he may, and every seat hears at once that the "
          "campaign changed") {
    Club club;
    RunningServer server({club.file});
    auto reds = loggedIn(server, "Reds", "Ivan", redPassword);
    std::atomic<bool> heard = false;
    std::thread listening([&] {
        auto stream = server.client();
        stream->set_read_timeout(10, 0);  // no event in ten seconds: the test fails, not hangs
        stream->Get("/events", httplib::Headers{{"Cookie", reds.cookie}},
                   [&](const char* data, std::size_t length) {
                       heard = std::string(data, length).find("event: changed") !=
                               std::string::npos;
                       return !heard;
                   });
    });
    std::this_thread::sleep_for(std::chrono::milliseconds(500));
    auto umpire = loggedIn(server, "umpire", "Sasha", umpirePassword);
    const auto note = act(umpire, {"note", "--day", "1919-10-15", "--text", "Rain over Orël"});
    CHECK_MESSAGE(note->status == 200, note->body);
    listening.join();
    CHECK(heard);
    CHECK(cli({"notes", club.file}).out.find("Rain over Orël") != std::string::npos);
}

TEST_CASE("an order the side's view allows but the campaign refuses for what the side cannot see "
          "says no more than that") {
    Club club;
    REQUIRE(cli({"set", club.file, "setting", "intelligence", "umpired", "--reason", "fog"})
                .exitCode == 0);
    RunningServer server({club.file});
    auto whites = loggedIn(server, "Whites", "Anton", whitePassword);
    for (int phase = 0; phase < 4; ++phase) {
        REQUIRE(act(whites, {"turn", "--advance"})->status == 200);
    }
    // 2/TchKz holds 1312, next to 1/1D: the Whites' view does not show it.
    const auto into = act(whites, {"unit", "1/1D", "--hex", "1312"});
    CHECK(into->status == 409);
    const auto line = JsonValue::parse(into->body)["error"].string();
    CHECK(line == "the umpire's campaign refused it for what your side does not know; the "
                  "umpire has the reason");
    CHECK(line.find("TchKz") == std::string::npos);
    CHECK(server.stop().find("1/1D cannot move into 1312: the enemy holds it (2/TchKz)") !=
          std::string::npos);
}

TEST_CASE("a seat prints every document as its side sees the campaign") {
    Club club;
    REQUIRE(cli({"set", club.file, "setting", "intelligence", "umpired", "--reason", "fog"})
                .exitCode == 0);
    RunningServer server({club.file});
    auto reds = loggedIn(server, "Reds", "Ivan", redPassword);
    auto umpire = loggedIn(server, "umpire", "Sasha", umpirePassword);
    const auto mapOf = [&](SeatClient& seat, const std::string& name) {
        const auto map = seat.client->Get("/api/print/map");
        REQUIRE(map->status == 200);
        CHECK(map->get_header_value("Content-Type") == "application/pdf");
        CHECK(map->body.starts_with("%PDF-"));
        const auto pdf = club.folder / name;
        std::ofstream(pdf, std::ios::binary) << map->body;
        return pdfText(pdf);
    };
    // The Whites' 1/1K stands at 2903: on the umpire's map, not on the Reds'.
    CHECK(mapOf(umpire, "umpire-map.pdf").find("1/1K") != std::string::npos);
    CHECK(mapOf(reds, "reds-map.pdf").find("1/1K") == std::string::npos);
    for (const char* document : {"summary", "counters", "turn-sheet", "attrition"}) {
        CAPTURE(document);
        const auto printed = reds.client->Get(std::string("/api/print/") + document);
        CHECK(printed->status == 200);
        CHECK(printed->body.starts_with("%PDF-"));
    }
    // No battle today: the command line's own refusal, in one line.
    const auto battles = reds.client->Get("/api/print/battle");
    CHECK(battles->status == 409);
    CHECK(JsonValue::parse(battles->body)["error"].string().starts_with(
        "print battle: no battle on 15 October 1919 to print"));
    CHECK(reds.client->Get("/api/print/qrs")->status == 404);
    CHECK(server.client()->Get("/api/print/map")->status == 401);
}

TEST_CASE("one server serves two clubs' campaigns, each seat logged in to its own") {
    Club orel("orel.tachanka");
    Club kromy("kromy.tachanka");
    core::setSeatPassword(kromy.file, "Reds", "Ivan", "another club's word");
    RunningServer server({orel.file, kromy.file});
    auto client = server.client();
    const auto form = client->Get("/")->body;
    CHECK(form.find("<option>orel</option><option>kromy</option>") != std::string::npos);
    // Ivan of Kromy logs in to Kromy with Kromy's password, not with Orël's.
    const auto wrong = client->Post("/login", httplib::Params{{"campaign", "kromy"},
                                                              {"side", "Reds"},
                                                              {"name", "Ivan"},
                                                              {"password", redPassword}});
    CHECK(wrong->status == 401);
    const auto right = client->Post("/login", httplib::Params{{"campaign", "kromy"},
                                                              {"side", "Reds"},
                                                              {"name", "Ivan"},
                                                              {"password", "another club's word"}});
    REQUIRE(right->status == 303);
    const auto cookie = right->get_header_value("Set-Cookie");
    const auto view = client->Get(
        "/api/view", httplib::Headers{{"Cookie", cookie.substr(0, cookie.find(';'))}});
    CHECK(JsonValue::parse(view->body)["campaign"].string() == "kromy");
    // An unknown campaign is a failed login like any other.
    CHECK(client->Post("/login", httplib::Params{{"campaign", "elsewhere"}, {"side", "Reds"},
                                                 {"name", "Ivan"}, {"password", redPassword}})
              ->status == 401);
    // Two campaigns of one name are refused at the start, in one line.
    Club twin;
    const auto copy = orel.folder / "club.tachanka";
    std::filesystem::copy_file(twin.file, copy);
    const auto started = runProcess({TACHANKA_SERVER, "--campaign", twin.file, "--campaign",
                                     copy.string(), "--listen", "127.0.0.1:1"});
    CHECK(started.exitCode == 2);
    CHECK(started.err.starts_with("tachanka-server: two campaigns named 'club': rename one file\n"));
}

TEST_CASE("the umpire seats a player and sets his password from the server, and only he may") {
    Club club;
    RunningServer server({club.file});
    auto umpire = loggedIn(server, "umpire", "Sasha", umpirePassword);
    auto whites = loggedIn(server, "Whites", "Anton", whitePassword);
    const auto setPassword = [](SeatClient& seat, const std::string& body, bool withToken = true) {
        httplib::Headers headers;
        if (withToken) headers.emplace("X-CSRF-Token", seat.csrf);
        return seat.client->Post("/api/seat-password", headers, body, "application/json");
    };
    const std::string boris = R"({"side": "Whites", "name": "Борис", "password": "Борис-пароль-1"})";

    REQUIRE(act(umpire, {"seat", "add", "--side", "Whites", "--name", "Борис"})->status == 200);
    // A side's seat, a missing token or no session: refused, and no password set.
    CHECK(setPassword(whites, boris)->status == 403);
    CHECK(setPassword(umpire, boris, false)->status == 403);
    CHECK(server.client()->Post("/api/seat-password", boris, "application/json")->status == 401);
    CHECK(postLogin(*server.client(), "Whites", "Борис", "Борис-пароль-1")->status == 401);
    CHECK(act(whites, {"seat", "add", "--side", "Whites", "--name", "Пётр"})->status == 403);
    // The umpire's page adds and lists seats; it exports no side's file.
    CHECK(act(umpire, {"seat", "export", "--side", "Reds"})->status == 403);
    const auto seats = JsonValue::parse(
        JsonValue::parse(act(umpire, {"seat", "list", "--json"})->body)["output"].string());
    CHECK(seats["seats"].array().size() == 4);

    const auto tooShort =
        setPassword(umpire, R"({"side": "Whites", "name": "Борис", "password": "short"})");
    CHECK(tooShort->status == 409);
    CHECK(JsonValue::parse(tooShort->body)["error"].string().find("8 to 1024 bytes") !=
          std::string::npos);
    const auto set = setPassword(umpire, boris);
    REQUIRE(set->status == 200);
    CHECK(JsonValue::parse(set->body)["done"][0].string() ==
          "seat 'Борис' of the Whites has a new password");
    CHECK(postLogin(*server.client(), "Whites", "Борис", "Борис-пароль-1")->status == 303);
    const auto log = server.stop();
    CHECK(log.find("Борис-пароль-1") == std::string::npos);
    CHECK(log.find("POST /api/seat-password 200 umpire Sasha") != std::string::npos);
}
