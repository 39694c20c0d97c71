#include "app/core/seats/orders_file.hpp"

#include <fstream>
#include <sstream>

#include "app/core/campaign/campaign_action.hpp"
#include "app/core/common/json_value.hpp"
#include "app/core/common/json_writer.hpp"
#include "app/core/common/output_file.hpp"
#include "app/core/common/user_error.hpp"
#include "app/core/seats/seat_keys.hpp"
#include "db/campaign_file.hpp"
#include "db/campaign_repository.hpp"
#include "db/orders_records.hpp"
#include "db/seat_records.hpp"
#include "db/side_file.hpp"

namespace tachanka::core {
namespace {

// Far more than a season's orders; a larger file is not one.
constexpr std::uintmax_t largestOrders = 16 * 1024 * 1024;
constexpr int formatVersion = 1;

std::string signedText(const SideOrders& orders) {
    std::ostringstream out;
    JsonWriter json(out);
    json.beginObject();
    json.key("tachanka_orders").value(formatVersion);
    json.key("campaign").value(orders.campaign);
    json.key("side").value(orders.side);
    json.key("seat").value(orders.seat);
    json.key("seat_key").value(orders.seatKey);
    json.key("number").value(orders.number);
    json.key("umpire_action").value(orders.umpireAction);
    json.key("orders").beginArray();
    for (const auto& order : orders.orders) order.write(json);
    json.endArray();
    json.endObject();
    return out.str();
}

const db::SeatRecord& signingSeat(const std::vector<db::SeatRecord>& seats, std::int64_t sideId,
                                  const std::string& sideName,
                                  const std::optional<std::string>& name) {
    std::vector<const db::SeatRecord*> able;
    for (const auto& seat : seats) {
        if (seat.sideId == sideId && seat.holdsSecret) able.push_back(&seat);
    }
    std::string names;
    for (const auto* seat : able) names += (names.empty() ? "" : ", ") + seat->name;
    if (name) {
        for (const auto* seat : able) {
            if (seat->name == *name) return *seat;
        }
        throw UserError("this file cannot sign for a seat '" + *name + "' of the " + sideName +
                        (names.empty() ? std::string() : " (it signs for " + names + ")"));
    }
    if (able.size() == 1) return *able.front();
    if (able.empty()) throw UserError("this file holds no key of the " + sideName + "' seats");
    throw UserError("say which seat signs: --seat NAME (" + names + ")");
}

std::string text(const JsonValue& value, const std::string& key) {
    if (!value.object().contains(key) || !value[key].isString()) {
        throw UserError("the orders have no text '" + key + "'");
    }
    return value[key].string();
}

std::int64_t count(const JsonValue& value, const std::string& key) {
    if (!value.object().contains(key) || !value[key].isNumber() || value[key].number() < 0 ||
        value[key].number() > 1e15 ||
        value[key].number() != static_cast<double>(static_cast<std::int64_t>(value[key].number()))) {
        throw UserError("the orders have no whole number '" + key + "'");
    }
    return static_cast<std::int64_t>(value[key].number());
}

std::vector<Order> ordersIn(SQLite::Database& database) {
    std::vector<Order> orders;
    for (const auto& order : db::loadOrderTexts(database)) {
        orders.push_back(Order::from(JsonValue::parse(order)));
    }
    return orders;
}

}  // namespace

std::vector<Order> ordersRecordedIn(const std::filesystem::path& sideFile) {
    return asUserErrors([&] {
        auto campaignFile = db::CampaignFile::openForReading(sideFile);
        std::vector<Order> orders;
        campaignFile.readAtOnce([&] { orders = ordersIn(campaignFile.database()); });
        return orders;
    });
}

WrittenOrders writeSideOrders(const std::filesystem::path& sideFile,
                              const std::optional<std::string>& seat,
                              const std::filesystem::path& output) {
    return asUserErrors([&] {
        OutputFile out(output, sideFile);
        auto campaignFile = db::CampaignFile::openForReading(sideFile);
        auto& database = campaignFile.database();
        WrittenOrders written;
        std::string signature;
        std::string body;
        campaignFile.readAtOnce([&] {
            const auto mark = db::sideFileMark(database);
            if (!mark) {
                throw UserError("'" + sideFile.string() +
                                "' is no side's file: orders are written from the file the "
                                "umpire exported for a side (seat export)");
            }
            const auto campaign = db::loadCampaign(database);
            const auto& side = sideOf(campaign, mark->sideId);
            const auto seats = db::loadSeats(database);
            const auto& signer = signingSeat(seats, side.id, side.name, seat);
            auto& orders = written.orders;
            orders.campaign = mark->campaignKey;
            orders.side = side.name;
            orders.seat = signer.name;
            orders.seatKey = signer.publicKey;
            orders.number = mark->ordersMerged + 1;
            orders.umpireAction = mark->umpireAction;
            orders.orders = ordersIn(database);
            body = signedText(orders);
            signature = signatureOf(*db::seatSecret(database, signer.id), body);
            written.fingerprint = signer.publicKey.substr(0, 16);
        });
        std::ostringstream file;
        JsonWriter json(file);
        json.beginObject();
        json.key("signed").value(body);
        json.key("signature").value(signature);
        json.endObject();
        json.finish();
        out.write(file.str());
        out.commit();
        written.written = output;
        return written;
    });
}

ReceivedOrders readSideOrders(const std::filesystem::path& file) {
    return asUserErrors([&] {
        std::error_code error;
        const auto size = std::filesystem::file_size(file, error);
        if (error) throw UserError("cannot read the orders '" + file.string() + "': " + error.message());
        if (size > largestOrders) {
            throw UserError("'" + file.string() + "' is larger than any orders file (" +
                            std::to_string(size) + " bytes)");
        }
        std::ifstream in(file, std::ios::binary);
        const std::string whole((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        if (!in && !in.eof()) throw UserError("cannot read the orders '" + file.string() + "'");
        ReceivedOrders received;
        try {
            const auto outer = JsonValue::parse(whole);
            if (!outer.isObject()) throw UserError("an orders file is a JSON object");
            received.signedText = text(outer, "signed");
            received.signature = text(outer, "signature");
            const auto body = JsonValue::parse(received.signedText);
            if (!body.isObject() || count(body, "tachanka_orders") != formatVersion) {
                throw UserError("the orders are not in Tachanka's orders format 1");
            }
            auto& orders = received.orders;
            orders.campaign = text(body, "campaign");
            orders.side = text(body, "side");
            orders.seat = text(body, "seat");
            orders.seatKey = text(body, "seat_key");
            orders.number = count(body, "number");
            orders.umpireAction = count(body, "umpire_action");
            if (!body.object().contains("orders") || !body["orders"].isArray()) {
                throw UserError("the orders have no list 'orders'");
            }
            for (const auto& order : body["orders"].array()) orders.orders.push_back(Order::from(order));
        } catch (const JsonError& bad) {
            throw UserError("'" + file.string() + "' is not an orders file: " + bad.what());
        } catch (const UserError& bad) {
            throw UserError("'" + file.string() + "': " + bad.what());
        }
        return received;
    });
}

}  // namespace tachanka::core
