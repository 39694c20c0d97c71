#include "app/core/common/user_error.hpp"

#include <SQLiteCpp/Exception.h>
#include <sqlite3.h>

#include <filesystem>

#include "db/campaign_file.hpp"
#include "model/quoted_text.hpp"
#include "reports/pdf/pdf_document.hpp"
#include "rules/dice.hpp"
#include "rules/xml/xml_document.hpp"

namespace tachanka::core {

void checkTypedText(std::string_view text, std::string_view field, bool lineBreaks) {
    if (const auto hidden = model::firstHiddenCharacter(text, lineBreaks)) {
        throw UserError(std::string(field) + " " + model::quoted(text) + " holds " + *hidden +
                        ", a control character or a byte that is not UTF-8; type the text " +
                        "without it");
    }
}

void rethrowAsUserError() {
    try {
        throw;
    } catch (const UserError&) {
        throw;
    } catch (const xml::XmlError& error) {
        throw UserError(error.what());
    } catch (const db::StoreError& error) {
        throw UserError(error.what());
    } catch (const SQLite::Exception& error) {
        // A read that found another program in the middle of a change, after waiting for it.
        const int code = error.getErrorCode() & 0xff;
        if (code == SQLITE_BUSY || code == SQLITE_LOCKED) {
            throw UserError("the campaign is being changed by another program; try again");
        }
        throw UserError(std::string("campaign file: ") + error.what());
    } catch (const reports::PdfError& error) {
        throw UserError(error.what());
    } catch (const rules::DiceExhausted& error) {
        throw UserError(error.what());
    } catch (const std::filesystem::filesystem_error& error) {
        throw UserError(error.path1().string() + ": " + error.code().message());
    } catch (const std::invalid_argument& error) {
        throw UserError(error.what());
    }
}

}  // namespace tachanka::core
